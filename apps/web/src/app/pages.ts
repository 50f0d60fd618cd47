import { lazyPage } from './lazy-page';

// Every page is a separate chunk; admin pages load only when an admin opens them.
export const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
export const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');
export const ChangePasswordRequestPage = lazyPage(
  () => import('../features/auth/pages/change-password-request-page'),
  'ChangePasswordRequestPage',
);
export const SetPasswordPage = lazyPage(() => import('../features/auth/pages/set-password-page'), 'SetPasswordPage');
export const UserProfilePage = lazyPage(() => import('../features/users/pages/user-profile-page'), 'UserProfilePage');
export const UpdateProfilePage = lazyPage(() => import('../features/users/pages/update-profile-page'), 'UpdateProfilePage');
export const UserListPage = lazyPage(() => import('../features/users/pages/user-list-page'), 'UserListPage');
export const UserDetailsPage = lazyPage(() => import('../features/users/pages/user-details-page'), 'UserDetailsPage');
export const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

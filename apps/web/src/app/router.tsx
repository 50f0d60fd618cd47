import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RequireAdmin } from './guards/require-admin';
import { RequireSession } from './guards/require-session';
import { RouteErrorPage } from './route-error-page';
import {
  ChangePasswordRequestPage,
  HomePage,
  LoginPage,
  NotFoundPage,
  RegisterPage,
  SetPasswordPage,
  UpdateProfilePage,
  UserDetailsPage,
  UserListPage,
  UserProfilePage,
} from './pages';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      {
        // Errors render inside the layout, so the navbar and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'changePasswordRequest', element: <ChangePasswordRequestPage /> },
          { path: 'change-password', element: <SetPasswordPage /> },
          {
            element: <RequireSession />,
            children: [
              { path: 'userProfile', element: <UserProfilePage /> },
              { path: 'updateProfile', element: <UpdateProfilePage /> },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: 'userList', element: <UserListPage /> },
              { path: 'userDetails/:userId', element: <UserDetailsPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

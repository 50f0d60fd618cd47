// What other features may use of users: a user's picture, and the confirmed Make Admin / Remove admin button.
export { UserAvatar } from './components/user-avatar';
export { RoleButton } from './components/role-button';

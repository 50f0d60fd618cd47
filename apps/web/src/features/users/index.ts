// What other features may use of users: a user's picture.
export { UserAvatar } from './components/user-avatar';

import { GENERIC_ERROR } from './generic-error.js';

/** Texts the product shows, written exactly as SPEC.md quotes them (odd spellings included). */
export const messages = {
  logoutSuccess: 'User Logout Successfully',
  loginSuccess: 'The User Successfully Logged In',
  registerSuccess: 'User Registered Successfully.',
  fillTheForm: 'please fill the form',
  passwordMinimum: 'Password must be minimum 8 characters',
  genericError: GENERIC_ERROR,
  profileUpdated: 'Successfully updated',
  resetRequestSent:
    'If an account exists for that e-mail, we have sent a link to set a new password. It is valid for one hour.',
  passwordUpdated: 'Your password has been changed. Please log in with the new password.',
  resetTokenInvalid: 'This password reset link is invalid, used or expired. Please request a new one.',
  resetEmailMismatch: 'This password reset link was not sent to that e-mail address. Please request a new one.',
  wrongCredentials: 'The e-mail or password is incorrect.',
  emailTaken: 'An account with this e-mail already exists.',
  notSignedIn: 'Please log in to continue.',
  notAllowed: 'You are not allowed to do this.',
  lastAdmin: 'The last admin cannot be made a passenger; make another user an admin first.',
  roleChanged: 'The user role was changed.',
  adminCreated: 'The admin account was created.',
  travellerSaved: 'The traveller was saved.',
  travellerDeleted: 'The traveller was deleted.',
} as const;

import type { SentenceId } from './sentences/index.js';

/**
 * Texts the product shows, by sentence id (the catalogs in ./sentences say them exactly as SPEC.md quotes them,
 * odd spellings included). The web says them with localSentence, the server with sayTo.
 */
export const messages = {
  logoutSuccess: 'auth.logoutSuccess',
  loginSuccess: 'auth.loginSuccess',
  registerSuccess: 'auth.registerSuccess',
  fillTheForm: 'form.fillTheForm',
  passwordMinimum: 'auth.passwordMinimum',
  genericError: 'app.genericError',
  profileUpdated: 'profile.updated',
  resetRequestSent: 'auth.resetRequestSent',
  passwordUpdated: 'auth.passwordUpdated',
  resetTokenInvalid: 'auth.resetTokenInvalid',
  resetEmailMismatch: 'auth.resetEmailMismatch',
  wrongCredentials: 'auth.wrongPassword',
  emailTaken: 'auth.emailTaken',
  notSignedIn: 'auth.notSignedIn',
  notAllowed: 'auth.notAllowed',
  lastAdmin: 'users.lastAdmin',
  roleChanged: 'users.roleChanged',
  adminCreated: 'users.adminCreated',
  travellerSaved: 'travellers.saved',
  travellerDeleted: 'travellers.deleted',
} as const satisfies Record<string, SentenceId>;

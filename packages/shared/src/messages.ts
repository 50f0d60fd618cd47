/** Texts the product shows, written exactly as SPEC.md quotes them (odd spellings included). */
export const messages = {
  logoutSuccess: 'User Logout Successfully',
  loginSuccess: 'The User Successfully Logged In',
  registerSuccess: 'User Registered Successfully.',
  fillTheForm: 'please fill the form',
  passwordMinimum: 'Password must be minimum 8 characters',
  genericError: 'An error occurred. Please try again later.',
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

/** Back-office texts, exactly as SPEC.md §8 quotes them. */
export const catalogMessages = {
  packageAdded: 'Successfully added new Package',
  pilotAdded: 'Successfully added new Pilot',
  cabinCrewAdded: 'Successfully added new Cabin Crue',
  flightAdded: 'Successfully added new flight information',
  domesticAdded: 'Successfully added new Domestic Flight',
  internationalAdded: 'Successfully added new International Flight',
  packageDeleted: 'Package Deleted Successfully.',
  pilotDeleted: 'Pilot Deleted Successfully.',
  cabinCrewDeleted: 'Cabin Crew Deleted Successfully.',
  flightInfoDeleted: 'FlightInfo Deleted Successfully.',
  locationDeleted: 'Flights Deleted Successfully.',
  updated: 'Successfully updated',
} as const;

export const journeyMessages = {
  bookingConfirmed: 'Your booking is confirmed.',
  bookingCancelled: 'Your booking was cancelled; its seats are back on sale.',
  /** The answer of POST /api/bookings since payments: the seats are held until `payBy`. */
  bookingHeld: 'Your seats are held. Pay before the deadline to get your tickets.',
  cancellationQuoted: 'Here is what cancelling gives back; confirm before the quote expires.',
  paymentStarted: 'Your payment has started; you are being taken to the payment page.',
  paymentRecorded: 'The payment result is recorded.',
  soldOut: 'Sorry, there are not enough seats left on this flight any more. Please search again and choose another flight.',
  contactReceived: 'Thank you for your message. We will get back to you soon.',
  subscribed: 'Thank you for subscribing to our offers.',
  alreadySubscribed: 'You are already subscribed; we will keep you posted.',
} as const;

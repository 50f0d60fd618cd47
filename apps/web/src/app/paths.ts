/**
 * Every page's address, spelled once (SPEC.md §2's route table, its odd spellings such as 'cabinCrue…'
 * included, since visitors have them bookmarked). `path` is the router's pattern, `getHref` the link to
 * one page. Code and file names say cabin crew; only these addresses keep the spec's spelling.
 */

interface FixedPath<P extends string> {
  path: P;
  getHref: () => P;
}

interface ParamPath<P extends string> {
  path: P;
  /** The address with its `:param` filled in (encoded). */
  getHref: (value: string) => string;
}

const fixed = <P extends string>(path: P): FixedPath<P> => ({ path, getHref: () => path });

/** A page whose address ends with one parameter, e.g. '/pilotUpdate/:id'. */
const withParam = <P extends `${string}/:${string}`>(path: P): ParamPath<P> => ({
  path,
  getHref: (value) => path.replace(/:[^/]+$/, encodeURIComponent(value)),
});

export const paths = {
  home: fixed('/'),
  booking: fixed('/booking'),
  services: fixed('/services'),
  about: fixed('/about'),
  contact: fixed('/contact'),
  flightSearchResult: fixed('/flightSearchResult'),
  /** Find a booking by its reference and a passenger's last name, with no account (issue 10). */
  manageBooking: fixed('/manage-booking'),
  /** A flight's status by number and date (`?flightNumber=&date=`), linked from the delay mail. */
  flightStatus: fixed('/flight-status'),

  auth: {
    login: fixed('/login'),
    register: fixed('/register'),
    changePasswordRequest: fixed('/changePasswordRequest'),
    /** Opened from the reset mail, with `?token=`. */
    setPassword: fixed('/change-password'),
    /** Where Google sign-in comes back to (`?error=` when it did not complete): the page takes the session. */
    googleDone: fixed('/login/google'),
  },

  // Signed-in pages.
  userProfile: fixed('/userProfile'),
  updateProfile: fixed('/updateProfile'),
  ticketBooking: {
    path: '/ticketBooking',
    /** With the issued booking's reference, so a reload shows the same tickets. */
    getHref: (pnr?: string) => (pnr ? `/ticketBooking?pnr=${encodeURIComponent(pnr)}` : '/ticketBooking'),
  },
  bookingDetails: withParam('/booking/:pnr'),
  /** The payment step of a held booking: its countdown, total, fare rules and 'Pay now'. */
  payBooking: {
    path: '/booking/:pnr/pay',
    getHref: (pnr: string) => `/booking/${encodeURIComponent(pnr)}/pay`,
  },
  /** The Extras step of a held booking (seats, bags, meals, assistance), before paying; it can be skipped. */
  extrasBooking: {
    path: '/booking/:pnr/extras',
    getHref: (pnr: string) => `/booking/${encodeURIComponent(pnr)}/extras`,
  },
  /** Where the browser comes back to after paying (the server and SSLCommerz send it here). */
  paymentResult: {
    path: '/payment/result',
    getHref: (pnr: string, outcome?: string) =>
      `/payment/result?${new URLSearchParams(outcome ? { pnr, outcome } : { pnr }).toString()}`,
  },
  /** The test provider's own payment page, clearly marked TEST MODE (the server gives its address). */
  testPayment: withParam('/payments/test/:paymentId'),
  passengerEntry: fixed('/passengerEntry'),
  /** A travel agency's portal, for its agents (issue 32). */
  agencyPortal: fixed('/agency'),
  passengerProfile: {
    path: '/passengerProfile',
    /** One saved traveller (`?id=`), or without an id the list of them. */
    getHref: (id?: string) => (id ? `/passengerProfile?id=${encodeURIComponent(id)}` : '/passengerProfile'),
  },

  // The back office (admin).
  admin: {
    userList: fixed('/userList'),
    userDetails: withParam('/userDetails/:userId'),
    bookings: {
      path: '/adminBookings',
      /** Optionally only the bookings of one flight. */
      getHref: (flightId?: string) => (flightId ? `/adminBookings?flightId=${encodeURIComponent(flightId)}` : '/adminBookings'),
    },
    flightManifest: withParam('/flightManifest/:flightId'),
    contactMessages: fixed('/contactMessages'),
    locations: {
      domestic: {
        add: fixed('/domesticFlightAdd'),
        list: fixed('/domesticFlightList'),
        update: withParam('/domesticFlightUpdate/:flightId'),
      },
      international: {
        add: fixed('/internationalFlightAdd'),
        list: fixed('/internationalFlightList'),
        update: withParam('/internationalFlightUpdate/:flightId'),
      },
    },
    packageAdd: fixed('/packageAdd'),
    packageList: fixed('/packageList'),
    packageUpdate: withParam('/packageUpdate/:packageId'),
    pilotEntry: fixed('/pilotEntry'),
    pilotList: fixed('/pilotList'),
    pilotUpdate: withParam('/pilotUpdate/:id'),
    cabinCrewEntry: fixed('/cabinCrueEntry'),
    cabinCrewList: fixed('/cabinCrueList'),
    cabinCrewUpdate: withParam('/cabinCrueUpdate/:id'),
    flightInformationEntry: fixed('/flightInformationEntry'),
    flightInformationList: fixed('/flightInformationList'),
    flightInformationUpdate: withParam('/flightInformationUpdate/:id'),
    seasonEntry: fixed('/seasonEntry'),
    auditLog: fixed('/auditLog'),
    payments: fixed('/payments'),
    agencies: fixed('/agencies'),
    dashboard: fixed('/admin'),
    twoStep: fixed('/twoStepSignIn'),
    passengerList: fixed('/passengerList'),
    adminEntry: fixed('/adminEntry'),
    adminList: fixed('/adminList'),
  },
} as const;

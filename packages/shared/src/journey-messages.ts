/** Texts of the visitor's journey: booking, payment, contact. Its own module, like catalog-messages.ts. */
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
  /** The answer to a new and to an already subscribed address alike. */
  subscribed: 'Thank you for subscribing to our offers.',
} as const;

import type { Settlement } from './settle-payment.js';

/** The web page that says how a payment ended. */
export const resultPath = (s: Settlement) => `/payment/result?${new URLSearchParams({ pnr: s.pnr, outcome: s.outcome })}`;

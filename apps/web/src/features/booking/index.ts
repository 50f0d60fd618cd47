// What other features may use of booking: the visitor's picks and the slots they fill; and, for the payment
// pages, how a booking's trip and status are shown.
export { clearSelections, dropSelection, getSelections, saveTravellers, selectFlight, selectionOf, useSelections } from './selection-store';
export type { BookingSelection, Selections } from './selection-store';
export { slotLabels, slotsOf } from './slots';
export { awaitsPayment, cancellable, cancelQuestion, latestRefund, refundText } from './booking-status';
export { BookingStatusNotice } from './components/booking-status-notice';
export { BookingSummary } from './components/booking-summary';
export { StatusBadge } from './components/status-badge';
export { CancelBookingFlow } from './components/cancel-booking-flow';
export { ChangeBookingActions } from './components/change-booking-actions';
export { DownloadTicketButton } from './components/download-ticket-button';
export { FareBreakdown } from './components/fare-breakdown';
export { BookingLoadError } from './components/booking-load-error';

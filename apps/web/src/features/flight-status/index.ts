// What other features may use of flight status: the badge, the back office's status form, and the banner of a
// disrupted booking (Manage booking, My bookings).
export { FlightStatusBadge } from './components/flight-status-badge';
export { SetStatusModal } from './components/set-status-modal';
export { DisruptionPanel } from './components/disruption-panel';

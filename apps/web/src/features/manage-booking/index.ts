/** Manage booking's parts other features use (decision 005: through this file). */
export { FindBookingForm } from './components/find-booking-form';

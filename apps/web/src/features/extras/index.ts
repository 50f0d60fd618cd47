export { ExtrasPanel } from './components/extras-panel';
export { BookingServices } from './components/booking-services';

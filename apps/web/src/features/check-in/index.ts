// What other features may use of check-in: the button that leads there, and its addresses.
export { CheckInLink } from './components/check-in-link';
export { checkInPaths } from './check-in-paths';
export { SeatMapView } from './components/seat-map';

// What other features may use of fares: its addresses.
export { faresPaths } from './fares-paths';

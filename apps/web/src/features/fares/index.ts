// What other features may use of fares: its addresses, and the dashboard's fares cards.
export { faresPaths } from './fares-paths';
export { FaresReportCards } from './components/fares-report-cards';

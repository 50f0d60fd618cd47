// What other features may use of booking: the visitor's picks and the slots they fill.
export { clearSelections, saveTravellers, selectFlight, selectionOf, useSelections } from './selection-store';
export type { BookingSelection, Selections } from './selection-store';
export { slotLabels, slotsOf } from './slots';

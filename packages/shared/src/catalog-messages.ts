// Its own module, so a page that needs only `messages` does not download these (bundles split by module).
/** Back-office texts, exactly as SPEC.md §8 quotes them. */
export const catalogMessages = {
  packageAdded: 'Successfully added new Package',
  pilotAdded: 'Successfully added new Pilot',
  cabinCrewAdded: 'Successfully added new Cabin Crue',
  flightAdded: 'Successfully added new flight information',
  domesticAdded: 'Successfully added new Domestic Flight',
  internationalAdded: 'Successfully added new International Flight',
  packageDeleted: 'Package Deleted Successfully.',
  pilotDeleted: 'Pilot Deleted Successfully.',
  cabinCrewDeleted: 'Cabin Crew Deleted Successfully.',
  flightInfoDeleted: 'FlightInfo Deleted Successfully.',
  locationDeleted: 'Flights Deleted Successfully.',
  updated: 'Successfully updated',
} as const;

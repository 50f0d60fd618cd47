import type { z } from 'zod';
import { locationBody, type Location } from '@tarmac/shared';

export type LocationInput = z.input<typeof locationBody>;
export type LocationValues = z.output<typeof locationBody>;

export const locationFieldNames = Object.keys(locationBody.shape) as (keyof LocationValues)[];

export const emptyLocation: LocationInput = {
  flightLocationName: '',
  flightLocationNameBn: '',
  tickitPrice: '',
  locationImage: '',
  iataCode: '',
  timeZone: '',
  latitude: null,
  longitude: null,
};

/** An update form starts from the stored location; its image URL is sent back unchanged to keep it. */
export function toLocationInput(location: Location): LocationInput {
  return {
    flightLocationName: location.flightLocationName,
    flightLocationNameBn: location.flightLocationNameBn ?? '',
    tickitPrice: String(location.tickitPrice),
    locationImage: location.locationImage,
    iataCode: location.iataCode,
    timeZone: location.timeZone,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}

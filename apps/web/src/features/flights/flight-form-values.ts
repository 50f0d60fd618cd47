import type { z } from 'zod';
import { flightBody, SEAT_CAPACITY_DEFAULT, type Flight } from '@tarmac/shared';

export type FlightInput = z.input<typeof flightBody>;
export type FlightValues = z.output<typeof flightBody>;

export const flightFieldNames = Object.keys(flightBody.shape) as (keyof FlightValues)[];

export const emptyFlight: FlightInput = {
  planeNumber: '',
  flightNumber: '',
  flightFromCurrentLocation: '',
  flightToDestinationLocation: '',
  platinumpackagesPrice: '',
  goldPackagesPrice: '',
  silverPackagesPrice: '',
  flightDepartingDate: '',
  flightDepartingTime: '',
  flightArrivalDate: '',
  flightArrivalTime: '',
  pilotsOfPlaneId: '',
  cabinCrewId: '',
  // The form starts from the default the server applies to a flight sent without one.
  seatCapacity: String(SEAT_CAPACITY_DEFAULT),
};

export function toFlightInput(flight: Flight): FlightInput {
  return {
    planeNumber: flight.planeNumber,
    flightNumber: flight.flightNumber,
    flightFromCurrentLocation: flight.flightFromCurrentLocation,
    flightToDestinationLocation: flight.flightToDestinationLocation,
    platinumpackagesPrice: String(flight.platinumpackagesPrice),
    goldPackagesPrice: String(flight.goldPackagesPrice),
    silverPackagesPrice: String(flight.silverPackagesPrice),
    flightDepartingDate: flight.flightDepartingDate.slice(0, 10),
    flightDepartingTime: flight.flightDepartingTime.slice(0, 5),
    flightArrivalDate: flight.flightArrivalDate.slice(0, 10),
    flightArrivalTime: flight.flightArrivalTime.slice(0, 5),
    pilotsOfPlaneId: flight.pilotsOfPlaneId?._id ?? '',
    cabinCrewId: flight.cabinCrewId?._id ?? '',
    seatCapacity: String(flight.seatCapacity),
  };
}

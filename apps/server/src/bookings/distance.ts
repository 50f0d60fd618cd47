import { greatCircleKm as between } from '@tarmac/shared';

/** Great-circle distance in kilometres between two points, by their coordinates (the shared rule). */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return between({ latitude: lat1, longitude: lon1 }, { latitude: lat2, longitude: lon2 });
}

import { useEffect, useMemo } from 'react';
import { locationNameIn, type Location } from '@tarmac/shared';
import { currentLanguage, type Language } from '../../i18n/language';
import { useVisitorLocations } from '../locations/api/visitor-locations';

export interface LocationOption {
  /** The name lower-cased, as the search criteria hold it (SPEC §3). */
  value: string;
  label: string;
}

function toOptions(lists: Location[][], language: Language): LocationOption[] {
  const byValue = new Map<string, LocationOption>();
  for (const location of lists.flat()) {
    const value = location.flightLocationName.trim().toLowerCase();
    if (!value || byValue.has(value)) continue;
    const code = location.iataCode ? ` (${location.iataCode})` : '';
    byValue.set(value, { value, label: `${locationNameIn(location, language)}${code}` });
  }
  // By the lower-cased name, code unit by code unit: alphabetical for the place names the airline flies to, and
  // free of the locale-aware comparison's first call, which loads the collation tables (about 20 ms on a desktop
  // CPU, four times that on a phone) in the middle of the home page's first render.
  // In Bangla by the Bangla label (the script's code units follow its alphabet's order).
  const key = (o: LocationOption) => (language === 'bn' ? o.label : o.value);
  return [...byValue.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * The From/To choices: the domestic and international lists merged (SPEC §2); undefined while loading.
 * A failed read is only logged (SPEC §8) and leaves that list out.
 */
export function useLocationOptions(): LocationOption[] | undefined {
  const domestic = useVisitorLocations('domestic');
  const international = useVisitorLocations('international');

  useEffect(() => {
    if (domestic.error) console.error('Error fetching data:', domestic.error);
    if (international.error) console.error('Error fetching data:', international.error);
  }, [domestic.error, international.error]);

  const loading = domestic.isPending || international.isPending;
  return useMemo(
    () => (loading ? undefined : toOptions([domestic.data ?? [], international.data ?? []], currentLanguage())),
    [loading, domestic.data, international.data],
  );
}

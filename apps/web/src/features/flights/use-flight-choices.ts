import type { SelectOption } from '../../components/options-select';
import { useCabinCrewList } from '../cabin-crew/api/get-cabin-crew-list';
import { useLocations } from '../locations/api/get-locations';
import { usePilots } from '../pilots/api/get-pilot-list';

/** Undefined until every list it needs has loaded. */
function whenLoaded<T>(lists: (T[] | undefined)[]): T[] | undefined {
  return lists.every((list) => list !== undefined) ? lists.flatMap((list) => list ?? []) : undefined;
}

/**
 * The choices of the flight form: From/To are the domestic and international location names merged
 * (as in the search panel), pilots and cabin crew by id. A failed list counts as empty ('No options').
 */
export function useFlightChoices() {
  const domestic = useLocations('domestic');
  const international = useLocations('international');
  const pilots = usePilots();
  const crew = useCabinCrewList();

  const settled = <T,>(query: { data?: T[]; isError: boolean }) => (query.isError ? [] : query.data);

  const names = whenLoaded([settled(domestic), settled(international)])?.map((l) => l.flightLocationName);
  const locations: SelectOption[] | undefined = names && [...new Set(names)].map((name) => ({ value: name, label: name }));

  return {
    locations,
    pilots: settled(pilots)?.map((p) => ({ value: p._id, label: p.pilotName })),
    cabinCrew: settled(crew)?.map((c) => ({ value: c._id, label: c.cabinCrewName })),
  };
}

/** Keeps a stored value choosable even when its option is gone (e.g. a location renamed since). */
export function withCurrent(options: SelectOption[] | undefined, value: string, label = value): SelectOption[] | undefined {
  if (!options || !value || options.some((option) => option.value === value)) return options;
  return [{ value, label }, ...options];
}

import { useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import type { TravelType } from '@tarmac/shared';
import { getStoredSearch } from '../search-state';
import { useLocationOptions } from '../use-location-options';
import { MultiCityForm } from './multi-city-form';
import { SingleSearchForm } from './single-search-form';
import '../search.css';

const modes: { value: TravelType; label: string }[] = [
  { value: 'oneWay', label: 'One Way' },
  { value: 'roundTrip', label: 'Round Trip' },
  { value: 'multiWay', label: 'Multi City' },
];

/**
 * SPEC §2 search panel: one way (default), round trip (adds Return date) or multi-city (trip rows).
 * It starts from the tab's last search, so 'Search Again' does not make the visitor type it all anew.
 */
export function SearchPanel({ title = 'Find your flight' }: { title?: string }) {
  const [initial] = useState(getStoredSearch()?.criteria ?? null);
  const [travelType, setTravelType] = useState<TravelType>(initial?.travelType ?? 'oneWay');
  const [travellers, setTravellers] = useState(initial?.travellers ?? 1);
  const options = useLocationOptions();

  return (
    <Card className="search-panel shadow">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-3">{title}</h2>
        <div role="radiogroup" aria-label="Trip type" className="mb-3 d-flex flex-wrap gap-3">
          {modes.map((mode) => (
            <Form.Check
              key={mode.value}
              type="radio"
              inline
              className="me-0"
              id={`trip-type-${mode.value}`}
              name="trip-type"
              label={mode.label}
              checked={travelType === mode.value}
              onChange={() => setTravelType(mode.value)}
            />
          ))}
        </div>
        {travelType === 'multiWay' ? (
          <MultiCityForm travellers={travellers} onTravellersChange={setTravellers} options={options} initial={initial} />
        ) : (
          <SingleSearchForm
            travelType={travelType}
            travellers={travellers}
            onTravellersChange={setTravellers}
            options={options}
            initial={initial}
          />
        )}
      </Card.Body>
    </Card>
  );
}

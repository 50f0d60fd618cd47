import type { ChangeEvent } from 'react';
import { SORTS, TIMES_OF_DAY, type ResultsView, type SortKey, type TimeOfDay } from '../search-url';
import { t } from '../../../i18n/i18n';
import { packageNameOf } from '../../../lib/catalogue-names';

const sortLabels: Record<SortKey, string> = { departure: 'results.sortDeparture', price: 'results.sortPrice', duration: 'results.sortDuration' };
const timeLabels: Record<TimeOfDay, string> = { morning: 'results.morning', afternoon: 'results.afternoon', evening: 'results.evening' };

interface ResultsToolbarProps {
  view: ResultsView;
  packageNames: string[];
  onChange: (view: ResultsView) => void;
}

/** Sort by departure, price or duration; show one time of day or one package. All of it is kept in the address. */
export function ResultsToolbar({ view, packageNames, onChange }: ResultsToolbarProps) {
  const pick = (name: keyof ResultsView) => (event: ChangeEvent<HTMLSelectElement>) => onChange({ ...view, [name]: event.target.value || null });
  return (
    <form className="results-toolbar row g-2 align-items-end mb-3" aria-label={t('results.sortAndFilterFlights')} onSubmit={(event) => event.preventDefault()}>
      <div className="col-4">
        <label className="form-label small mb-1" htmlFor="results-sort">
          {t('results.sortBy')}
        </label>
        <select id="results-sort" className="form-select form-select-sm" value={view.sort} onChange={(event) => onChange({ ...view, sort: event.target.value as SortKey })}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortLabels[sort])}
            </option>
          ))}
        </select>
      </div>
      <div className="col-4">
        <label className="form-label small mb-1" htmlFor="results-time">
          {t('results.departureTimeOfDay')}
        </label>
        <select id="results-time" className="form-select form-select-sm" value={view.time ?? ''} onChange={pick('time')}>
          <option value="">{t('results.anyTime')}</option>
          {TIMES_OF_DAY.map((time) => (
            <option key={time} value={time}>
              {t(timeLabels[time])}
            </option>
          ))}
        </select>
      </div>
      <div className="col-4">
        <label className="form-label small mb-1" htmlFor="results-package">
          {t('results.package')}
        </label>
        <select id="results-package" className="form-select form-select-sm" value={view.pkg ?? ''} onChange={pick('pkg')}>
          <option value="">{t('results.allPackages')}</option>
          {packageNames.map((name) => (
            <option key={name} value={name}>
              {packageNameOf(name)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

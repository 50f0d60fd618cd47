import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { formatLanguage, formatTk, type SearchCriteria } from '@tarmac/shared';
import { useFareCalendar } from '../api/fare-calendar';
import type { TripCriteria } from '../search-state';
import { searchHref, withLegDate, type ResultsView } from '../search-url';
import { t } from '../../../i18n/i18n';
import { routeName } from '../../../lib/catalogue-names';
import { usePainted } from '../../../lib/use-painted';

const dayLabel = new Intl.DateTimeFormat(formatLanguage() === 'bn' ? 'bn-BD' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const formatDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

interface FareCalendarStripProps {
  criteria: SearchCriteria;
  /** Which leg of the search (0: the first). */
  index: number;
  leg: TripCriteria;
  view: ResultsView;
}

/** Days a leg may move to: a round trip's way out not after its way back, and back not before out. */
function allowed(criteria: SearchCriteria, index: number, date: string): boolean {
  if (criteria.travelType !== 'roundTrip') return true;
  return index === 0 ? date <= criteria.flightReturningDate : date >= criteria.flightDepartingDate;
}

/**
 * The lowest fare of each day around a leg's date (one request), each day a link that moves the search to
 * it. The day searched is marked as the current one.
 */
export function FareCalendarStrip({ criteria, index, leg, view }: FareCalendarStripProps) {
  // Read once the results are on the screen: the strip waits in a box as tall as its days, and the results' first
  // paint does not wait for the read (nor the phone's first moments on a slow network go to it).
  const painted = usePainted();
  const calendar = useFareCalendar(leg, criteria.travellers, painted);
  const list = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const movedHere = (location.state as { calendarLeg?: number } | null)?.calendarLeg === index;
  const focusedFor = useRef<string | null>(null);
  // On a narrow screen the strip scrolls sideways: bring the day searched to its middle (never the page).
  useEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="date"]');
    if (strip && current && strip.scrollWidth > strip.clientWidth) {
      strip.scrollLeft += current.getBoundingClientRect().left - strip.getBoundingClientRect().left - (strip.clientWidth - current.offsetWidth) / 2;
    }
    // A day chosen here (by keyboard or not): the focus comes back to it once the new strip is drawn.
    if (current && movedHere && focusedFor.current !== location.key) {
      focusedFor.current = location.key;
      current.focus();
    }
  }, [calendar.data, movedHere, location.key]);
  const route = routeName(leg.flightFromCurrentLocation, leg.flightToDestinationLocation);
  if (calendar.isError) return null;
  return (
    <nav className="fare-calendar mb-3" aria-label={t('results.faresByDay', { route })} data-testid={`fare-calendar-${index}`}>
      {!calendar.data ? (
        // As tall as the days it waits for (a box of two lines), so the results below do not move when they arrive.
        <div className="fare-calendar-days" aria-busy="true">
          <p className="fare-day fare-day-loading mb-0">
            <span>{t('results.loadingFaresByDay')}</span>
            <span aria-hidden="true">&nbsp;</span>
          </p>
        </div>
      ) : (
        <ul ref={list} className="fare-calendar-days list-unstyled mb-0">
          {calendar.data.map((day) => {
            const current = day.date === leg.flightDepartingDate;
            const content = (
              <>
                <span className="fare-day-date">{formatDay(day.date)}</span>
                <span className="fare-day-fare">{day.lowestFare === null ? t('calendar.noFlights') : t('calendar.from', { fare: formatTk(day.lowestFare) })}</span>
              </>
            );
            return (
              <li key={day.date}>
                {current || !allowed(criteria, index, day.date) ? (
                  <span
                    className={`fare-day ${current ? 'fare-day-current' : 'fare-day-disabled'}`}
                    aria-current={current ? 'date' : undefined}
                    aria-disabled={current ? undefined : true}
                    tabIndex={current ? -1 : undefined}
                    data-date={day.date}
                  >
                    {content}
                  </span>
                ) : (
                  <Link
                    className={`fare-day ${day.lowestFare === null ? 'fare-day-empty' : ''}`}
                    to={searchHref(withLegDate(criteria, index, day.date), view)}
                    state={{ calendarLeg: index }}
                    data-date={day.date}
                  >
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

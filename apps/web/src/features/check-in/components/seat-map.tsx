import { useRef, useState, type KeyboardEvent } from 'react';
import type { SeatMap } from '@tarmac/shared';
import '../seat-map.css';
import { t } from '../../../i18n/i18n';

interface SeatMapViewProps {
  map: SeatMap;
  /** Seats this party holds or has picked, with whose they are. */
  chosen: ReadonlyMap<string, string>;
  /** The passenger choosing now: their seat is drawn as selected. */
  activeSeat?: string;
  onChoose: (seat: string) => void;
  /** Said after each seat's own words (its price, when seats are sold ahead); a seat it says nothing of stays as drawn. */
  note?: (seat: string) => string | undefined;
  /** Only these seats may be chosen (the ones offered); absent: every available seat. */
  offered?: ReadonlySet<string>;
}

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The cabin drawn as a grid of seat buttons, front at the top. One seat is in the tab order at a time; arrow
 * keys move between seats, Enter or Space chooses. Each seat says what it is: "Seat 12A, extra legroom, available".
 */
export function SeatMapView({ map, chosen, activeSeat, onChoose, note, offered }: SeatMapViewProps) {
  const letters = map.columns.filter(Boolean);
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const grid = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent) => {
    const step = MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    const row = Math.min(map.rows.length - 1, Math.max(0, focus[0] + step[0]));
    const col = Math.min(letters.length - 1, Math.max(0, focus[1] + step[1]));
    setFocus([row, col]);
    grid.current?.querySelector<HTMLButtonElement>(`[data-seat="${map.rows[row]!.row}${letters[col]}"]`)?.focus();
  };

  return (
    <div className="seat-map" ref={grid} role="group" aria-label={t('checkin.seatMap.label', { flight: map.flightNumber })} onKeyDown={move}>
      <div className="seat-map-front" aria-hidden="true">
        {t('checkin.seatMap.front')}
      </div>
      {map.rows.map((row, r) => {
        let col = -1;
        return (
          <div className={`seat-row${row.exit ? ' seat-row-exit' : ''}`} key={row.row}>
            {map.columns.map((column, i) => {
              if (!column)
                return (
                  <span className="seat-aisle" key={`aisle-${i}`} aria-hidden="true">
                    {row.row}
                  </span>
                );
              col += 1;
              const c = col;
              const seat = row.seats.find((s) => s.seat === `${row.row}${column}`);
              if (!seat) return <span className="seat-gap" key={column} />;
              const owner = chosen.get(seat.seat);
              const mine = owner !== undefined;
              const selectable = (seat.available && (!offered || offered.has(seat.seat))) || mine;
              const state = seat.seat === activeSeat ? 'selected' : mine ? 'chosen' : seat.blocked ? 'blocked' : seat.available ? 'available' : 'taken';
              const values = { seat: seat.seat, state, owner: owner ?? '' };
              const said = row.exit ? t('checkin.seat.exitRow', values) : seat.extraLegroom ? t('checkin.seat.extraLegroom', values) : t('checkin.seat.plain', values);
              const extra = selectable ? note?.(seat.seat) : undefined;
              const label = extra ? `${said}, ${extra}` : said;
              const isFocus = focus[0] === r && focus[1] === c;
              return (
                <button
                  key={seat.seat}
                  type="button"
                  data-seat={seat.seat}
                  className={`seat${seat.extraLegroom ? ' seat-legroom' : ''}${mine ? ' seat-mine' : ''}${seat.seat === activeSeat ? ' seat-active' : ''}${selectable ? '' : ' seat-taken'}`}
                  aria-label={label}
                  aria-disabled={!selectable}
                  aria-pressed={seat.seat === activeSeat}
                  tabIndex={isFocus ? 0 : -1}
                  title={label}
                  onFocus={() => setFocus([r, c])}
                  onClick={() => selectable && onChoose(seat.seat)}
                >
                  {column}
                </button>
              );
            })}
          </div>
        );
      })}
      <ul className="seat-legend list-unstyled small mt-3 mb-0" aria-label={t('checkin.seatMap.legend')}>
        <li>
          <span className="seat seat-demo" aria-hidden="true" />{' '}
          {t('checkin.seatMap.available')}
        </li>
        <li>
          <span className="seat seat-demo seat-legroom" aria-hidden="true" />{' '}
          {t('checkin.seatMap.extraLegroom')}
        </li>
        <li>
          <span className="seat seat-demo seat-mine" aria-hidden="true" />{' '}
          {t('checkin.seatMap.yourParty')}
        </li>
        <li>
          <span className="seat seat-demo seat-taken" aria-hidden="true" />{' '}
          {t('checkin.seatMap.taken')}
        </li>
      </ul>
    </div>
  );
}

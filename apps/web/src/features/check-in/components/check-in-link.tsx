import type { Booking } from '@tarmac/shared';
import { Link } from 'react-router';
import { useCheckInStatus } from '../api/get-check-in-status';
import { checkInPaths } from '../check-in-paths';
import { mayCheckIn } from '../check-in-due';
import { t } from '../../../i18n/i18n';

/** "Check in" while a flight of a ticketed booking is in its window; "Boarding passes" once some are issued. */
export function CheckInLink({ booking, className = 'btn btn-success btn-sm' }: { booking: Pick<Booking, 'pnr' | 'status' | 'legs'>; className?: string }) {
  const due = mayCheckIn(booking);
  const status = useCheckInStatus(booking.pnr, due);
  if (!due || !status.data) return null;
  const open = status.data.legs.some((l) => l.state === 'open');
  const everyoneIn = status.data.legs
    .filter((l) => l.state === 'open')
    .every((l) => status.data.passengers.every((p) => status.data.boardingPasses.some((b) => b.legIndex === l.legIndex && b.passengerIndex === p.index)));
  if (!open && status.data.boardingPasses.length === 0) return null;
  const checkIn = open && !everyoneIn;
  return (
    <Link to={checkInPaths.checkIn.getHref(booking.pnr)} className={className} aria-label={t(checkIn ? 'checkin.link.checkInLabel' : 'checkin.link.passesLabel', { pnr: booking.pnr })}>
      {checkIn ? t('checkin.link.checkIn') : t('checkin.link.boardingPasses')}
    </Link>
  );
}

import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../lib/page-title';
import { useBooking } from '../api/get-booking';
import { useBookingPlan } from '../booking-plan';
import { BookingLoadError } from '../components/booking-load-error';
import { ConfirmBookingForm } from '../components/confirm-booking-form';
import { clearSelections } from '../selection-store';
import { t } from '../../../i18n/i18n';

// The issued tickets (with their QR codes) load only when the address names a booking: the booking form, the page's
// usual first view, does not download them.
const TicketSheet = lazy(() => import('../components/ticket-sheet').then((m) => ({ default: m.TicketSheet })));

/**
 * SPEC §2 /ticketBooking (signed in or a guest): names the travellers and books, then shows the server's tickets.
 * The issued booking's reference sits in the address (?pnr=), so a reload shows the same tickets.
 */
export function TicketBookingPage() {
  usePageTitle(t('ticket.ticketBooking'));
  const [params] = useSearchParams();
  const pnr = params.get('pnr');

  return (
    <div className="container py-4 py-md-5">
      <h1 className="h2 mb-4">{t('ticket.ticketBooking')}</h1>
      {pnr ? <IssuedTickets pnr={pnr} /> : <BeforeBooking />}
    </div>
  );
}

function BeforeBooking() {
  const plan = useBookingPlan();
  if (!plan.complete) {
    return (
      <div className="alert alert-info" role="alert">
        <p className="mb-2">{t('ticket.incompletePlan')}</p>
        <div className="d-flex flex-wrap gap-3">
          <Link to={paths.flightSearchResult.getHref()} className="alert-link">
            {t('ticket.backToResults')}
          </Link>
          <Link to={paths.home.getHref()} className="alert-link">
            {t('ticket.searchAgain')}
          </Link>
        </div>
      </div>
    );
  }
  return <ConfirmBookingForm plan={plan} />;
}

function IssuedTickets({ pnr }: { pnr: string }) {
  const booking = useBooking(pnr);
  const navigate = useNavigate();

  // SPEC §4 booking end: printing clears the five stored selections and goes home.
  const print = () => {
    window.print();
    clearSelections();
    void navigate(paths.home.getHref());
  };

  if (booking.isPending) return <PageSpinner />;
  if (booking.isError) return <BookingLoadError error={booking.error} onRetry={() => void booking.refetch()} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <TicketSheet booking={booking.data} onPrint={print} />
    </Suspense>
  );
}

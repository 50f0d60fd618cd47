import type { ReactElement } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router';
import { RequireAdmin } from './guards/require-admin';
import { QueryProvider } from './query-provider';
import { RequireSession } from './guards/require-session';
import {
  ChangePasswordRequestPage,
  LoginPage,
  GoogleSignInPage,
  NotFoundPage,
  RegisterPage,
  SetPasswordPage,
  UpdateProfilePage,
  UserDetailsPage,
  UserListPage,
  UserProfilePage,
  AdminEntryPage,
  AdminListPage,
  CabinCrewEntryPage,
  CabinCrewListPage,
  CabinCrewUpdatePage,
  DomesticFlightAddPage,
  DomesticFlightListPage,
  DomesticFlightUpdatePage,
  FlightInformationEntryPage,
  FlightInformationListPage,
  FlightInformationUpdatePage,
  SeasonEntryPage,
  AuditLogPage,
  AdminPaymentsPage,
  AdminAgenciesPage,
  DashboardPage,
  TwoStepPage,
  InternationalFlightAddPage,
  InternationalFlightListPage,
  InternationalFlightUpdatePage,
  PackageAddPage,
  PackageListPage,
  PackageUpdatePage,
  PassengerEntryPage,
  AgencyPortalPage,
  PassengerListPage,
  PassengerProfilePage,
  PilotEntryPage,
  PilotListPage,
  PilotUpdatePage,
  AboutPage,
  LegalPage,
  AdminBookingsPage,
  BookingDetailsPage,
  BookingPage,
  ContactMessagesPage,
  ContactPage,
  FlightManifestPage,
  FlightSearchResultPage,
  ServicesPage,
  TicketBookingPage,
  PaymentStepPage,
  ExtrasPage,
  TestPaymentPage,
  PaymentResultPage,
  ManageBookingPage,
  CheckInPage,
  BoardingPassPage,
  GatePage,
  CabinLayoutsPage,
  ServicePricesPage,
  TaxesPage,
  FlightStatusPage,
  FareLaddersPage,
  PromoCodesPage,
} from './pages';
import { checkInPaths } from '../features/check-in/check-in-paths';
import { receiptsPaths } from '../features/receipts/receipts-paths';
import { faresPaths } from '../features/fares/fares-paths';
import { paths } from './paths';
import { withoutLanguage } from '../i18n/language';
import { queryClient } from '../lib/query-client';
import { bookingQuery } from '../features/booking/api/get-booking';
import { packageListQuery } from '../features/packages/api/get-packages';
import { searchAnswerQuery } from '../features/search/api/search-answer';
import { criteriaFromParams } from '@tarmac/shared';

/**
 * What a page asks the server for first, asked beside its code when a visitor opens its address (a shared link, a
 * reload): the answer is in the query cache, or on its way, when the page's first render asks for it.
 */
interface PageHandle {
  prefetch: (params: Params, search: URLSearchParams) => void;
}
const prefetch = (run: PageHandle['prefetch']): PageHandle => ({ prefetch: run });

/**
 * Every route but Home, matched below the main table's catch-all: this table and the page loaders come
 * in a chunk of their own, so a first visit to the home page downloads neither. The addresses are
 * paths.ts's, absolute (the catch-all above them matches from the root).
 */
export const otherRoutes: RouteObject[] = [
  { path: paths.auth.login.path, element: <LoginPage /> },
  { path: paths.auth.googleDone.path, element: <GoogleSignInPage /> },
  { path: paths.auth.register.path, element: <RegisterPage /> },
  { path: paths.auth.changePasswordRequest.path, element: <ChangePasswordRequestPage /> },
  { path: paths.auth.setPassword.path, element: <SetPasswordPage /> },
  { path: paths.booking.path, element: <BookingPage /> },
  {
    path: paths.flightSearchResult.path,
    element: <FlightSearchResultPage />,
    handle: prefetch((_, search) => {
      const criteria = criteriaFromParams(search);
      if (criteria) void queryClient.prefetchQuery(searchAnswerQuery(criteria));
    }),
  },
  { path: paths.services.path, element: <ServicesPage /> },
  { path: paths.about.path, element: <AboutPage /> },
  // Privacy, terms, conditions of carriage, baggage, refunds (issue 35): linked from the footer's Legal columns.
  { path: '/legal/:page', element: <LegalPage /> },
  { path: paths.contact.path, element: <ContactPage /> },
  // The test provider's page stands in for another site's: like SSLCommerz's, it needs no session of ours.
  { path: paths.testPayment.path, element: <TestPaymentPage /> },
  // Guest checkout (issue 10): booking, paying and the tickets need no account; a guest's calls carry the
  // booking's manage token (lib/manage-token.ts), a signed-in user's the session.
  { path: paths.ticketBooking.path, element: <TicketBookingPage /> },
  {
    path: paths.payBooking.path,
    element: <PaymentStepPage />,
    handle: prefetch(({ pnr = '' }) => {
      void queryClient.prefetchQuery(bookingQuery(pnr));
      void queryClient.prefetchQuery(packageListQuery());
    }),
  },
  { path: paths.extrasBooking.path, element: <ExtrasPage /> },
  { path: paths.paymentResult.path, element: <PaymentResultPage /> },
  { path: paths.manageBooking.path, element: <ManageBookingPage /> },
  // Day of travel: a signed-in owner or a guest with the booking's manage token.
  { path: checkInPaths.checkIn.path, element: <CheckInPage /> },
  { path: checkInPaths.boardingPass.path, element: <BoardingPassPage /> },
  { path: paths.flightStatus.path, element: <FlightStatusPage /> },
  {
    element: <RequireSession />,
    children: [
      { path: paths.userProfile.path, element: <UserProfilePage /> },
      { path: paths.updateProfile.path, element: <UpdateProfilePage /> },
      { path: paths.bookingDetails.path, element: <BookingDetailsPage /> },
      { path: paths.passengerEntry.path, element: <PassengerEntryPage /> },
      { path: paths.agencyPortal.path, element: <AgencyPortalPage /> },
      // Staff enrol a second factor: admins, and the agents of travel agencies (issue 32).
      { path: paths.admin.twoStep.path, element: <TwoStepPage /> },
      { path: paths.passengerProfile.path, element: <PassengerProfilePage /> },
    ],
  },
  {
    element: <RequireAdmin />,
    children: [
      { path: paths.admin.userList.path, element: <UserListPage /> },
      { path: paths.admin.userDetails.path, element: <UserDetailsPage /> },
      { path: paths.admin.bookings.path, element: <AdminBookingsPage /> },
      { path: paths.admin.flightManifest.path, element: <FlightManifestPage /> },
      { path: paths.admin.contactMessages.path, element: <ContactMessagesPage /> },
      { path: paths.admin.locations.domestic.add.path, element: <DomesticFlightAddPage /> },
      { path: paths.admin.locations.domestic.list.path, element: <DomesticFlightListPage /> },
      { path: paths.admin.locations.domestic.update.path, element: <DomesticFlightUpdatePage /> },
      { path: paths.admin.locations.international.add.path, element: <InternationalFlightAddPage /> },
      { path: paths.admin.locations.international.list.path, element: <InternationalFlightListPage /> },
      { path: paths.admin.locations.international.update.path, element: <InternationalFlightUpdatePage /> },
      { path: paths.admin.packageAdd.path, element: <PackageAddPage /> },
      { path: paths.admin.packageList.path, element: <PackageListPage /> },
      { path: paths.admin.packageUpdate.path, element: <PackageUpdatePage /> },
      { path: paths.admin.pilotEntry.path, element: <PilotEntryPage /> },
      { path: paths.admin.pilotList.path, element: <PilotListPage /> },
      { path: paths.admin.pilotUpdate.path, element: <PilotUpdatePage /> },
      { path: paths.admin.cabinCrewEntry.path, element: <CabinCrewEntryPage /> },
      { path: paths.admin.cabinCrewList.path, element: <CabinCrewListPage /> },
      { path: paths.admin.cabinCrewUpdate.path, element: <CabinCrewUpdatePage /> },
      { path: paths.admin.flightInformationEntry.path, element: <FlightInformationEntryPage /> },
      { path: paths.admin.flightInformationList.path, element: <FlightInformationListPage /> },
      { path: paths.admin.flightInformationUpdate.path, element: <FlightInformationUpdatePage /> },
      { path: paths.admin.seasonEntry.path, element: <SeasonEntryPage /> },
      { path: paths.admin.auditLog.path, element: <AuditLogPage /> },
      { path: paths.admin.payments.path, element: <AdminPaymentsPage /> },
      { path: paths.admin.agencies.path, element: <AdminAgenciesPage /> },
      { path: paths.admin.dashboard.path, element: <DashboardPage /> },
      { path: paths.admin.passengerList.path, element: <PassengerListPage /> },
      { path: paths.admin.adminEntry.path, element: <AdminEntryPage /> },
      { path: paths.admin.adminList.path, element: <AdminListPage /> },
      { path: checkInPaths.gate.path, element: <GatePage /> },
      { path: checkInPaths.cabinLayouts.path, element: <CabinLayoutsPage /> },
      { path: faresPaths.fareLadders.path, element: <FareLaddersPage /> },
      { path: faresPaths.promoCodes.path, element: <PromoCodesPage /> },
      { path: checkInPaths.servicePrices.path, element: <ServicePricesPage /> },
      { path: receiptsPaths.taxes.path, element: <TaxesPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

// The page of the address the visitor opened starts loading as soon as this table has loaded, beside the table's
// first render instead of after it, and so does what it asks the server for first: fewer steps between a shared
// link and its page.
const opening: Promise<void>[] = [];
for (const { route, params } of matchRoutes(otherRoutes, withoutLanguage(window.location.pathname)) ?? []) {
  if (route.path === '*') continue;
  const page = (route.element as ReactElement | undefined)?.type as { preload?: () => Promise<void> } | undefined;
  if (page?.preload) opening.push(page.preload());
  (route.handle as PageHandle | undefined)?.prefetch(params, new URLSearchParams(window.location.search));
}
/** Settles when the page of the address the visitor opened has loaded (its code, styles and catalog). */
export const openedPage = Promise.all(opening).then(() => undefined);

export function OtherRoutes() {
  return <QueryProvider>{useRoutes(otherRoutes)}</QueryProvider>;
}

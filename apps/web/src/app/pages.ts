import { lazyPage } from './lazy-page';

// Every page but Home (the landing page, in the first download) is a separate chunk; admin pages load only
// when an admin opens them.
export const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'), 'LoginPage');
export const GoogleSignInPage = lazyPage(() => import('../features/auth/pages/google-sign-in-page'), 'GoogleSignInPage');
export const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'), 'RegisterPage');
export const ChangePasswordRequestPage = lazyPage(
  () => import('../features/auth/pages/change-password-request-page'),
  'ChangePasswordRequestPage',
);
export const SetPasswordPage = lazyPage(() => import('../features/auth/pages/set-password-page'), 'SetPasswordPage');
export const UserProfilePage = lazyPage(() => import('../features/users/pages/user-profile-page'), 'UserProfilePage');
export const UpdateProfilePage = lazyPage(() => import('../features/users/pages/update-profile-page'), 'UpdateProfilePage');
export const UserListPage = lazyPage(() => import('../features/users/pages/user-list-page'), 'UserListPage');
export const UserDetailsPage = lazyPage(() => import('../features/users/pages/user-details-page'), 'UserDetailsPage');
export const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

// Back office (admin) and saved travellers.
const locationAdd = () => import('../features/locations/pages/location-add-page');
const locationList = () => import('../features/locations/pages/location-list-page');
const locationUpdate = () => import('../features/locations/pages/location-update-page');
export const DomesticFlightAddPage = lazyPage(locationAdd, 'DomesticFlightAddPage');
export const InternationalFlightAddPage = lazyPage(locationAdd, 'InternationalFlightAddPage');
export const DomesticFlightListPage = lazyPage(locationList, 'DomesticFlightListPage');
export const InternationalFlightListPage = lazyPage(locationList, 'InternationalFlightListPage');
export const DomesticFlightUpdatePage = lazyPage(locationUpdate, 'DomesticFlightUpdatePage');
export const InternationalFlightUpdatePage = lazyPage(locationUpdate, 'InternationalFlightUpdatePage');
export const PackageAddPage = lazyPage(() => import('../features/packages/pages/package-add-page'), 'PackageAddPage');
export const PackageListPage = lazyPage(() => import('../features/packages/pages/package-list-page'), 'PackageListPage');
export const PackageUpdatePage = lazyPage(() => import('../features/packages/pages/package-update-page'), 'PackageUpdatePage');
export const PilotEntryPage = lazyPage(() => import('../features/pilots/pages/pilot-entry-page'), 'PilotEntryPage');
export const PilotListPage = lazyPage(() => import('../features/pilots/pages/pilot-list-page'), 'PilotListPage');
export const PilotUpdatePage = lazyPage(() => import('../features/pilots/pages/pilot-update-page'), 'PilotUpdatePage');
export const CabinCrewEntryPage = lazyPage(() => import('../features/cabin-crew/pages/cabin-crew-entry-page'), 'CabinCrewEntryPage');
export const CabinCrewListPage = lazyPage(() => import('../features/cabin-crew/pages/cabin-crew-list-page'), 'CabinCrewListPage');
export const CabinCrewUpdatePage = lazyPage(() => import('../features/cabin-crew/pages/cabin-crew-update-page'), 'CabinCrewUpdatePage');
export const FlightInformationEntryPage = lazyPage(
  () => import('../features/flights/pages/flight-information-entry-page'),
  'FlightInformationEntryPage',
);
export const FlightInformationListPage = lazyPage(
  () => import('../features/flights/pages/flight-information-list-page'),
  'FlightInformationListPage',
);
export const FlightInformationUpdatePage = lazyPage(
  () => import('../features/flights/pages/flight-information-update-page'),
  'FlightInformationUpdatePage',
);
export const AgencyPortalPage = lazyPage(() => import('../features/agency/pages/agency-portal-page'), 'AgencyPortalPage');
export const PassengerEntryPage = lazyPage(() => import('../features/travellers/pages/passenger-entry-page'), 'PassengerEntryPage');
export const PassengerProfilePage = lazyPage(() => import('../features/travellers/pages/passenger-profile-page'), 'PassengerProfilePage');
export const PassengerListPage = lazyPage(() => import('../features/passengers/pages/passenger-list-page'), 'PassengerListPage');
export const AdminEntryPage = lazyPage(() => import('../features/admins/pages/admin-entry-page'), 'AdminEntryPage');
export const AdminListPage = lazyPage(() => import('../features/admins/pages/admin-list-page'), 'AdminListPage');

// Visitor journey: search, booking, tickets, information pages; and its admin screens.
export const FlightSearchResultPage = lazyPage(() => import('../features/search/pages/flight-search-result-page'), 'FlightSearchResultPage');
export const TicketBookingPage = lazyPage(() => import('../features/booking/pages/ticket-booking-page'), 'TicketBookingPage');
export const BookingPage = lazyPage(() => import('../features/booking/pages/booking-page'), 'BookingPage');
export const BookingDetailsPage = lazyPage(() => import('../features/booking/pages/booking-details-page'), 'BookingDetailsPage');
// Payment: the step after Confirm, the test provider's page and the page the browser comes back to.
export const PaymentStepPage = lazyPage(() => import('../features/payment/pages/payment-step-page'), 'PaymentStepPage');
export const ExtrasPage = lazyPage(() => import('../features/extras/pages/extras-page'), 'ExtrasPage');
export const TestPaymentPage = lazyPage(() => import('../features/payment/pages/test-payment-page'), 'TestPaymentPage');
export const PaymentResultPage = lazyPage(() => import('../features/payment/pages/payment-result-page'), 'PaymentResultPage');
export const ServicesPage = lazyPage(() => import('../features/services/pages/services-page'), 'ServicesPage');
export const LegalPage = lazyPage(() => import('../features/legal/pages/legal-page'), 'LegalPage');
export const AboutPage = lazyPage(() => import('../features/about/pages/about-page'), 'AboutPage');
export const ContactPage = lazyPage(() => import('../features/contact/pages/contact-page'), 'ContactPage');
export const AdminBookingsPage = lazyPage(() => import('../features/booking/pages/admin-bookings-page'), 'AdminBookingsPage');
export const FlightManifestPage = lazyPage(() => import('../features/booking/pages/flight-manifest-page'), 'FlightManifestPage');
export const ContactMessagesPage = lazyPage(() => import('../features/contact/pages/contact-messages-page'), 'ContactMessagesPage');
// Manage booking (issue 10): a booking found by its reference and a last name, with no account.
export const ManageBookingPage = lazyPage(() => import('../features/manage-booking/pages/manage-booking-page'), 'ManageBookingPage');
export const FlightStatusPage = lazyPage(() => import('../features/flight-status/pages/flight-status-page'), 'FlightStatusPage');
export const SeasonEntryPage = lazyPage(() => import('../features/flights/pages/season-entry-page'), 'SeasonEntryPage');
export const AuditLogPage = lazyPage(() => import('../features/audit/pages/audit-log-page'), 'AuditLogPage');
export const AdminAgenciesPage = lazyPage(() => import('../features/agency/pages/admin-agencies-page'), 'AdminAgenciesPage');
export const AdminPaymentsPage = lazyPage(() => import('../features/payment/pages/admin-payments-page'), 'AdminPaymentsPage');
export const DashboardPage = lazyPage(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage');
export const TwoStepPage = lazyPage(() => import('../features/staff-totp/pages/two-step-page'), 'TwoStepPage');

// Day of travel: check-in and the phone boarding pass (visitors), the gate and cabin layouts (admin).
export const CheckInPage = lazyPage(() => import('../features/check-in/pages/check-in-page'), 'CheckInPage');
export const BoardingPassPage = lazyPage(() => import('../features/check-in/pages/boarding-pass-page'), 'BoardingPassPage');
export const GatePage = lazyPage(() => import('../features/check-in/pages/gate-page'), 'GatePage');
export const ServicePricesPage = lazyPage(() => import('../features/extras/pages/service-prices-page'), 'ServicePricesPage');
export const CabinLayoutsPage = lazyPage(() => import('../features/check-in/pages/cabin-layouts-page'), 'CabinLayoutsPage');

// Fares that move (issue 31, admin): booking-class ladders and promo codes.
export const FareLaddersPage = lazyPage(() => import('../features/fares/pages/fare-ladders-page'), 'FareLaddersPage');
export const PromoCodesPage = lazyPage(() => import('../features/fares/pages/promo-codes-page'), 'PromoCodesPage');
export const TaxesPage = lazyPage(() => import('../features/receipts/pages/taxes-page'), 'TaxesPage');

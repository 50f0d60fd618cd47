import { useEffect, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../paths';
import { checkInPaths } from '../../features/check-in/check-in-paths';
import { receiptsPaths } from '../../features/receipts/receipts-paths';
import { faresPaths } from '../../features/fares/fares-paths';
import { t } from '../../i18n/i18n';

interface MenuLink {
  to: string;
  label: string;
}

/** A run of links, under the SPEC's menu title when it has one ('Cabin Crue', 'Flights Location' …). */
interface MenuPart {
  title?: string;
  links: MenuLink[];
}

/**
 * The back office's menu (issue 35): SPEC §2's admin entries, with their labels exactly as the spec writes them,
 * and the screens added since, grouped by the work they serve. Group titles are translated; the spec's labels are not.
 */
// Built when first drawn, not when the module loads: the feature path tables it reads may load after this module.
let built: { id: string; title: string; parts: MenuPart[] }[] | undefined;
const menuGroups = () => (built ??= [
  {
    id: 'network',
    title: 'admin.menu.network',
    parts: [
      {
        title: 'Flights Location · Domestic Flight',
        links: [
          { to: paths.admin.locations.domestic.add.getHref(), label: 'Location Entry' },
          { to: paths.admin.locations.domestic.list.getHref(), label: 'Location List' },
        ],
      },
      {
        title: 'Flights Location · International Flight',
        links: [
          { to: paths.admin.locations.international.add.getHref(), label: 'Location Entry' },
          { to: paths.admin.locations.international.list.getHref(), label: 'Location List' },
        ],
      },
      {
        title: 'Package',
        links: [
          { to: paths.admin.packageAdd.getHref(), label: 'Add Package' },
          { to: paths.admin.packageList.getHref(), label: 'Package List' },
        ],
      },
      { links: [{ to: checkInPaths.cabinLayouts.getHref(), label: 'Cabin Layouts' }] },
    ],
  },
  {
    id: 'schedule',
    title: 'admin.menu.schedule',
    parts: [
      {
        title: 'Flight Information',
        links: [
          { to: paths.admin.flightInformationEntry.getHref(), label: 'Information Entry' },
          { to: paths.admin.flightInformationList.getHref(), label: 'Informatin List' },
          { to: paths.admin.seasonEntry.getHref(), label: 'Seasonal Schedule' },
        ],
      },
    ],
  },
  {
    id: 'sales',
    title: 'admin.menu.sales',
    parts: [
      {
        links: [
          { to: paths.admin.bookings.getHref(), label: 'Bookings' },
          { to: paths.admin.payments.getHref(), label: 'Payments' },
          { to: faresPaths.fareLadders.getHref(), label: 'Fare Ladders' },
          { to: faresPaths.promoCodes.getHref(), label: 'Promo Codes' },
          { to: checkInPaths.servicePrices.getHref(), label: 'Service Prices' },
          { to: receiptsPaths.taxes.getHref(), label: 'Taxes' },
          { to: paths.admin.agencies.getHref(), label: 'Travel agencies' },
        ],
      },
    ],
  },
  {
    id: 'operations',
    title: 'admin.menu.operations',
    parts: [
      {
        links: [
          { to: checkInPaths.gate.getHref(), label: 'Boarding Gate' },
          { to: paths.admin.contactMessages.getHref(), label: 'Contact Messages' },
          { to: paths.admin.auditLog.getHref(), label: 'Audit Log' },
        ],
      },
    ],
  },
  {
    id: 'people',
    title: 'admin.menu.people',
    parts: [
      { links: [{ to: paths.admin.userList.getHref(), label: 'All User' }] },
      {
        title: 'Pilot',
        links: [
          { to: paths.admin.pilotEntry.getHref(), label: 'Add Pilot' },
          { to: paths.admin.pilotList.getHref(), label: 'Pilot List' },
        ],
      },
      {
        title: 'Cabin Crue',
        links: [
          { to: paths.admin.cabinCrewEntry.getHref(), label: 'Add CabinCrue' },
          { to: paths.admin.cabinCrewList.getHref(), label: 'CabinCrue List' },
        ],
      },
      { links: [{ to: paths.admin.twoStep.getHref(), label: 'Two-step sign-in' }] },
    ],
  },
]);

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

function SidebarLinks() {
  return (
    <nav className="admin-sidebar-nav" aria-label={t('admin.menu.label')}>
      <NavLink to={paths.admin.dashboard.getHref()} end className={linkClass}>
        Dashboard
      </NavLink>
      {menuGroups().map((group) => (
        <section key={group.id} aria-labelledby={`admin-menu-${group.id}`} className="mt-3">
          <h2 id={`admin-menu-${group.id}`} className="admin-sidebar-group">
            {t(group.title)}
          </h2>
          {group.parts.map((part, index) => (
            <div key={part.title ?? index} className="mb-1">
              {part.title && <div className="admin-sidebar-part">{part.title}</div>}
              <ul className="nav flex-column">
                {part.links.map((link) => (
                  <li key={link.to} className="nav-item">
                    <NavLink to={link.to} end className={linkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </nav>
  );
}

/**
 * The frame of every admin page: the grouped menu in a sidebar beside the page from 992 px up, and behind a
 * menu button (an offcanvas panel) on narrower screens, so the navbar keeps only the site's own links.
 */
export function AdminShell() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className="admin-shell d-lg-flex">
      <div className="d-lg-none border-bottom bg-body-tertiary px-3 py-2">
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          aria-controls="admin-sidebar"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">☰ </span>
          {t('admin.menu.open')}
        </button>
      </div>
      <Offcanvas
        id="admin-sidebar"
        responsive="lg"
        placement="start"
        show={open}
        onHide={() => setOpen(false)}
        className="admin-sidebar border-end bg-body-tertiary"
        aria-labelledby="admin-sidebar-title"
      >
        <Offcanvas.Header closeButton closeLabel={t('common.close')}>
          <Offcanvas.Title id="admin-sidebar-title" as="h2" className="h5">
            {t('admin.menu.title')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="d-block">
          <SidebarLinks />
        </Offcanvas.Body>
      </Offcanvas>
      <div className="admin-content flex-grow-1">
        <Outlet />
      </div>
    </div>
  );
}

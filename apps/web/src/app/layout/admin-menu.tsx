import { Fragment } from 'react';
import { Nav, NavDropdown } from 'react-bootstrap';
import { Link, NavLink } from 'react-router';
import { paths } from '../paths';
import { checkInPaths } from '../../features/check-in/check-in-paths';
import { receiptsPaths } from '../../features/receipts/receipts-paths';
import { faresPaths } from '../../features/fares/fares-paths';

interface MenuLink {
  to: string;
  label: string;
}

/** Bootstrap 5 has no nested dropdowns, so the spec's submenus become headed groups. */
const flightLocationGroups: { title: string; links: MenuLink[] }[] = [
  {
    title: 'Domestic Flight',
    links: [
      { to: paths.admin.locations.domestic.add.getHref(), label: 'Location Entry' },
      { to: paths.admin.locations.domestic.list.getHref(), label: 'Location List' },
    ],
  },
  {
    title: 'International Flight',
    links: [
      { to: paths.admin.locations.international.add.getHref(), label: 'Location Entry' },
      { to: paths.admin.locations.international.list.getHref(), label: 'Location List' },
    ],
  },
];

const menus: { title: string; id: string; links: MenuLink[] }[] = [
  {
    title: 'Package',
    id: 'admin-package',
    links: [
      { to: paths.admin.packageAdd.getHref(), label: 'Add Package' },
      { to: paths.admin.packageList.getHref(), label: 'Package List' },
    ],
  },
  {
    title: 'Pilot',
    id: 'admin-pilot',
    links: [
      { to: paths.admin.pilotEntry.getHref(), label: 'Add Pilot' },
      { to: paths.admin.pilotList.getHref(), label: 'Pilot List' },
    ],
  },
  {
    title: 'Cabin Crue',
    id: 'admin-cabin-crew',
    links: [
      { to: paths.admin.cabinCrewEntry.getHref(), label: 'Add CabinCrue' },
      { to: paths.admin.cabinCrewList.getHref(), label: 'CabinCrue List' },
    ],
  },
  {
    title: 'Flight Information',
    id: 'admin-flight-information',
    links: [
      { to: paths.admin.flightInformationEntry.getHref(), label: 'Information Entry' },
      { to: paths.admin.flightInformationList.getHref(), label: 'Informatin List' },
      { to: paths.admin.seasonEntry.getHref(), label: 'Seasonal Schedule' },
      { to: paths.admin.bookings.getHref(), label: 'Bookings' },
      { to: checkInPaths.gate.getHref(), label: 'Boarding Gate' },
      { to: checkInPaths.cabinLayouts.getHref(), label: 'Cabin Layouts' },
      { to: faresPaths.fareLadders.getHref(), label: 'Fare Ladders' },
      { to: faresPaths.promoCodes.getHref(), label: 'Promo Codes' },
      { to: checkInPaths.servicePrices.getHref(), label: 'Service Prices' },
      { to: receiptsPaths.taxes.getHref(), label: 'Taxes' },
      { to: paths.admin.contactMessages.getHref(), label: 'Contact Messages' },
      { to: paths.admin.payments.getHref(), label: 'Payments' },
      { to: paths.admin.agencies.getHref(), label: 'Travel agencies' },
      { to: paths.admin.auditLog.getHref(), label: 'Audit Log' },
      { to: paths.admin.dashboard.getHref(), label: 'Dashboard' },
      { to: paths.admin.twoStep.getHref(), label: 'Two-step sign-in' },
    ],
  },
];

/** The back-office entries shown only to role admin (SPEC §2). */
export function AdminMenu() {
  return (
    <>
      <Nav.Link as={NavLink} to={paths.admin.userList.getHref()}>
        All User
      </Nav.Link>
      <NavDropdown title="Flights Location" id="admin-flights-location">
        {flightLocationGroups.map((group, index) => (
          <Fragment key={group.title}>
            {index > 0 && <NavDropdown.Divider />}
            <NavDropdown.Header>{group.title}</NavDropdown.Header>
            {group.links.map((link) => (
              <NavDropdown.Item key={link.to} as={Link} to={link.to}>
                {link.label}
              </NavDropdown.Item>
            ))}
          </Fragment>
        ))}
      </NavDropdown>
      {menus.map((menu) => (
        <NavDropdown key={menu.id} title={menu.title} id={menu.id}>
          {menu.links.map((link) => (
            <NavDropdown.Item key={link.to} as={Link} to={link.to}>
              {link.label}
            </NavDropdown.Item>
          ))}
        </NavDropdown>
      ))}
    </>
  );
}

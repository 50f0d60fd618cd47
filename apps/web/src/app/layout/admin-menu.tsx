import { Fragment } from 'react';
import { Nav, NavDropdown } from 'react-bootstrap';
import { Link, NavLink } from 'react-router';

interface MenuLink {
  to: string;
  label: string;
}

/** Bootstrap 5 has no nested dropdowns, so the spec's submenus become headed groups. */
const flightLocationGroups: { title: string; links: MenuLink[] }[] = [
  {
    title: 'Domestic Flight',
    links: [
      { to: '/domesticFlightAdd', label: 'Location Entry' },
      { to: '/domesticFlightList', label: 'Location List' },
    ],
  },
  {
    title: 'International Flight',
    links: [
      { to: '/internationalFlightAdd', label: 'Location Entry' },
      { to: '/internationalFlightList', label: 'Location List' },
    ],
  },
];

const menus: { title: string; id: string; links: MenuLink[] }[] = [
  {
    title: 'Package',
    id: 'admin-package',
    links: [
      { to: '/packageAdd', label: 'Add Package' },
      { to: '/packageList', label: 'Package List' },
    ],
  },
  {
    title: 'Pilot',
    id: 'admin-pilot',
    links: [
      { to: '/pilotEntry', label: 'Add Pilot' },
      { to: '/pilotList', label: 'Pilot List' },
    ],
  },
  {
    title: 'Cabin Crue',
    id: 'admin-cabin-crue',
    links: [
      { to: '/cabinCrueEntry', label: 'Add CabinCrue' },
      { to: '/cabinCrueList', label: 'CabinCrue List' },
    ],
  },
  {
    title: 'Flight Information',
    id: 'admin-flight-information',
    links: [
      { to: '/flightInformationEntry', label: 'Information Entry' },
      { to: '/flightInformationList', label: 'Informatin List' },
      { to: '/adminBookings', label: 'Bookings' },
      { to: '/contactMessages', label: 'Contact Messages' },
    ],
  },
];

/** The back-office entries shown only to role admin (SPEC §2). */
export function AdminMenu() {
  return (
    <>
      <Nav.Link as={NavLink} to="/userList">
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

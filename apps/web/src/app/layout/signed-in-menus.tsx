import type { ReactNode } from 'react';
import NavbarContext from 'react-bootstrap/NavbarContext';
import { QueryProvider } from '../query-provider';
import { UserMenu as UserDropdown } from './user-menu';

/**
 * The signed-in user's menus, loaded apart from the navbar. NavbarContext tells react-bootstrap's dropdowns
 * they sit in a navbar, so they open in place (as Bootstrap styles them there) instead of through Popper.
 */
const ignore = () => {};

function InNavbar({ expand, children }: { expand: string; children: ReactNode }) {
  return (
    <QueryProvider>
      <NavbarContext.Provider value={{ expand, expanded: false, bsPrefix: 'navbar', onToggle: ignore }}>{children}</NavbarContext.Provider>
    </QueryProvider>
  );
}

export function UserMenu({ name, expand }: { name: string; expand: string }) {
  return (
    <InNavbar expand={expand}>
      <UserDropdown name={name} />
    </InNavbar>
  );
}

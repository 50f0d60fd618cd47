import { QueryProvider } from '../query-provider';
import { UserMenu as UserDropdown } from './user-menu';

/** The signed-in user's menu, loaded apart from the navbar (the first visit of a visitor does not download it). */
export function UserMenu({ name }: { name: string }) {
  return (
    <QueryProvider>
      <UserDropdown name={name} />
    </QueryProvider>
  );
}

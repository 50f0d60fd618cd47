import type { User } from '@tarmac/shared';
import { DetailsList, type DetailRow } from '../../../components/details-list';
import { t } from '../../../i18n/i18n';

/** Labels are message ids, read at render time. */
const rows: DetailRow<User>[] = [
  { label: 'profile.email', value: (user) => user.email },
  { label: 'profile.phone', value: (user) => user.personalPhoneNumber },
  { label: 'profile.secondaryPhone', value: (user) => user.secondaryPhoneNumber },
  { label: 'profile.nationalId', value: (user) => user.nationalId },
  { label: 'profile.presentAddress', value: (user) => user.presentAddress },
  { label: 'profile.permanentAddress', value: (user) => user.permanentAddress },
  { label: 'profile.bloodGroup', value: (user) => user.bloodGroup },
];

export function ProfileDetails({ user }: { user: User }) {
  return <DetailsList item={user} rows={rows.map((row) => ({ ...row, label: t(row.label) }))} />;
}

import type { User } from '@tarmac/shared';
import { DetailsList, type DetailRow } from '../../../components/details-list';

const rows: DetailRow<User>[] = [
  { label: 'Email', value: (user) => user.email },
  { label: 'Phone', value: (user) => user.personalPhoneNumber },
  { label: 'Secondary phone', value: (user) => user.secondaryPhoneNumber },
  { label: 'National ID', value: (user) => user.nationalId },
  { label: 'Present address', value: (user) => user.presentAddress },
  { label: 'Permanent address', value: (user) => user.permanentAddress },
  { label: 'Blood group', value: (user) => user.bloodGroup },
];

export function ProfileDetails({ user }: { user: User }) {
  return <DetailsList item={user} rows={rows} />;
}

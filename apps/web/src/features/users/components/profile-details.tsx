import type { User } from '@tarmac/shared';

const rows: { label: string; value: (user: User) => string }[] = [
  { label: 'Email', value: (user) => user.email },
  { label: 'Phone', value: (user) => user.personalPhoneNumber },
  { label: 'Secondary phone', value: (user) => user.secondaryPhoneNumber },
  { label: 'National ID', value: (user) => user.nationalId },
  { label: 'Present address', value: (user) => user.presentAddress },
  { label: 'Permanent address', value: (user) => user.permanentAddress },
  { label: 'Blood group', value: (user) => user.bloodGroup },
];

export function ProfileDetails({ user }: { user: User }) {
  return (
    <dl className="mb-0">
      {rows.map((row) => {
        const value = row.value(user);
        return (
          <div key={row.label} className="row">
            <dt className="col-sm-4 text-body-secondary fw-normal">{row.label}</dt>
            <dd className="col-sm-8 text-break">{value || <span className="text-body-secondary">Not given</span>}</dd>
          </div>
        );
      })}
    </dl>
  );
}

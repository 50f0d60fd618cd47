import { manageBookingBody, type ManageBookingBody } from '@tarmac/shared';

export type FindErrors = Partial<Record<'pnr' | 'lastName', string>>;

/**
 * The manage-booking search form's checks (the shared schema, with zod), in a module of their own: the page
 * loads it on the first submit, so its first view downloads no zod.
 */
export function checkFind(values: { pnr: string; lastName: string }): { data: ManageBookingBody } | { errors: FindErrors } {
  const parsed = manageBookingBody.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: FindErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'pnr' || key === 'lastName') && !errors[key]) errors[key] = issue.message;
  }
  return { errors };
}

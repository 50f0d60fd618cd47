/** Query keys of the users feature; one user's details are keyed by the user's id. */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  details: (id: string) => [...userKeys.all, 'details', id] as const,
};

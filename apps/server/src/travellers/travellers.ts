import type { Traveller } from '@tarmac/shared';
import type { Db } from '../db/open.js';
import { NotFoundError } from '../lib/domain-errors.js';
import { deleteOwnTraveller, findVisibleTraveller } from './travellers.repo.js';

const missing = () => new NotFoundError('travellers.notFound');

/** A traveller the viewer may see (their own, or anyone's for an admin); not found otherwise. */
export async function visibleTraveller(db: Db, id: string, viewer: { id: string; role: string }): Promise<Traveller> {
  const traveller = await findVisibleTraveller(db, id, viewer);
  if (!traveller) throw missing();
  return traveller;
}

/** Deletes one of the user's own saved travellers; not found when they have none with that id. */
export async function deleteTraveller(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnTraveller(db, userId, id))) throw missing();
}

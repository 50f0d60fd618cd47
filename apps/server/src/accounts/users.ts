import { messages, type Page, type Role, type User, type userUpdateBody } from '@tarmac/shared';
import type { PageQuery } from '../db/list-page.js';
import type { z } from 'zod';
import type { Actor } from '../audit/audit.js';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../http/auth.js';
import { consume } from '../http/rate-limit.js';
import { keepsImage, saveImage } from '../images/images.repo.js';
import { processImage } from '../images/process-image.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/domain-errors.js';
import * as repo from './accounts.repo.js';
import { hashPassword } from './passwords.js';

/** What account management needs of the app: the database, the sign-up limit, image sizes and the site's address. */
export type UsersContext = Pick<AppContext, 'database' | 'limiters' | 'config'>;

const noSuchUser = () => new NotFoundError('users.notFound');

/** A user as the API shows it (image URLs on this site). */
const userOf = (ctx: Pick<AppContext, 'config'>, row: Parameters<typeof repo.toUser>[0]) => repo.toUser(row, ctx.config.publicUrl);

/** A new passenger account. Sign-ups are limited per client address (TooManyError); a taken e-mail is a ConflictError. */
export async function signUp(ctx: UsersContext, account: { name: string; email: string; password: string }, clientAddress: string): Promise<void> {
  // Fresh accounts each bring fresh hold limits: their making is limited per address, as sign-in is.
  await consume(ctx.limiters.signupPerIp, clientAddress, 'rateLimit.signUps');
  const created = await repo.insertUser(ctx.database.db, { name: account.name, email: account.email, passwordHash: await hashPassword(account.password), role: 'passenger' });
  if (!created) throw new ConflictError(messages.emailTaken);
}

/** A new admin, recorded in the audit log as made by `actor`; a taken e-mail is a ConflictError. */
export async function createAdmin(ctx: UsersContext, account: { name: string; email: string; password: string }, actor: Actor): Promise<User> {
  const created = await repo.insertAdmin(ctx.database.db, { name: account.name, email: account.email, passwordHash: await hashPassword(account.password) }, actor);
  if (!created) throw new ConflictError(messages.emailTaken);
  return userOf(ctx, created);
}

/** One page of the users, or of the users of one role (`?limit&offset&after&q&sort`). */
export function pageUsers(ctx: UsersContext, q: PageQuery, role?: Role): Promise<Page<User>> {
  return repo.pageUsers(ctx.database.db, ctx.config.publicUrl, q, role);
}

/** Every user, or every user of one role, oldest first: in batches, for the legacy arrays streamed. */
export function streamUsers(ctx: UsersContext, role?: Role): AsyncIterable<User[]> {
  return repo.streamUsers(ctx.database.db, ctx.config.publicUrl, role);
}

/** A profile: one's own, or anyone's for an admin (ForbiddenError otherwise; NotFoundError for no such user). */
export async function readProfile(ctx: UsersContext, caller: AuthUser, id: string): Promise<User> {
  if (caller.role !== 'admin' && caller.id !== id) {
    throw new ForbiddenError('users.ownProfileOnly');
  }
  const user = await repo.findUserById(ctx.database.db, id);
  if (!user) throw noSuchUser();
  return userOf(ctx, user);
}

/**
 * Changes a profile: the caller's own, or (an admin naming `_id`) someone else's, which is audited as the
 * `actor`'s edit. A picture arrives as a data URL and is stored compressed; its current URL keeps it, '' removes it.
 */
export async function updateUserProfile(ctx: UsersContext, caller: AuthUser, body: z.output<typeof userUpdateBody>, actor: Actor): Promise<User> {
  const { db } = ctx.database;
  const { _id, profileImage, ...fields } = body;
  // The token says whose profile this is; only an admin may name another user.
  const targetId = caller.role === 'admin' && _id ? _id : caller.id;
  const target = await repo.findUserById(db, targetId);
  if (!target) throw noSuchUser();
  const changes: Parameters<typeof repo.updateProfile>[2] = { ...fields };
  if (profileImage !== undefined && !keepsImage(ctx.config.publicUrl, profileImage, target.profileImageId)) {
    if (profileImage === '') changes.profileImageId = null;
    else {
      const image = await processImage(profileImage, { field: 'profileImage', maxBytes: ctx.config.imageMaxBytes, maxWidth: 512 });
      changes.profileImageId = await saveImage(db, image);
    }
  }
  // An admin's edit of someone else's profile is audited; one's own is not.
  const updated = await repo.updateProfile(db, target.id, changes, target.id === caller.id ? undefined : actor);
  if (!updated) throw noSuchUser();
  return userOf(ctx, updated);
}

/** Changes a user's role (audited); the last admin cannot be made a passenger (ConflictError). */
export async function changeUserRole(ctx: UsersContext, id: string, role: Role, actor: Actor): Promise<User> {
  // An admin cannot lock themselves out (issue 35): removing an admin's role is another admin's act.
  if (actor.id === id && role !== 'admin') throw new ConflictError('users.ownAdminRole');
  const result = await repo.changeRole(ctx.database.db, id, role, actor);
  if (!result.ok) {
    if (result.reason === 'not-found') throw noSuchUser();
    if (result.reason === 'agent') throw new ConflictError('users.agentRole');
    throw new ConflictError(messages.lastAdmin);
  }
  return userOf(ctx, result.user);
}

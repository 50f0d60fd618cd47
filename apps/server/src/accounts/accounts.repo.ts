import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Page, Role, User } from '@tarmac/shared';
import { isoTime, pageList, streamList, type PageQuery, type SqlList } from '../db/list-page.js';
import type { Db } from '../db/open.js';
import { isUuid } from '../db/errors.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { passwordResets, users } from '../db/schema.js';
import { imageUrl } from '../images/images.repo.js';
import type { AuthUser } from '../http/auth.js';
import { changedFields, recordAudit, SYSTEM_ACTOR, type Actor } from '../audit/audit.js';

type UserRow = typeof users.$inferSelect;

/** The public shape of a user: never a password hash. Its image URL starts with `publicUrl`. */
export function toUser(row: UserRow, publicUrl: string): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    personalPhoneNumber: row.personalPhoneNumber,
    secondaryPhoneNumber: row.secondaryPhoneNumber,
    nationalId: row.nationalId,
    presentAddress: row.presentAddress,
    permanentAddress: row.permanentAddress,
    profileImage: imageUrl(publicUrl, row.profileImageId),
    bloodGroup: row.bloodGroup,
  };
}


export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

/** The session behind a token: the user must exist and not have ended their sessions since it was issued. */
const sessionUser = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, role: users.role, email: users.email, name: users.name, sessionVersion: users.sessionVersion, agencyId: users.agencyId })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user'),
);

export async function findSessionUser(db: Db, id: string, sessionVersion: number): Promise<AuthUser | null> {
  if (!isUuid(id)) return null;
  const [row] = await sessionUser(db).execute({ id });
  if (!row || row.sessionVersion !== sessionVersion) return null;
  return { id: row.id, role: row.role, email: row.email, name: row.name, ...(row.agencyId ? { agencyId: row.agencyId } : {}) };
}

/** Creates a user, or returns null when the e-mail is taken. */
export async function insertUser(
  db: Db,
  values: { name: string; email: string; passwordHash: string; role: Role },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/** Creates an admin and its audit entry in one transaction, or returns null when the e-mail is taken. */
export function insertAdmin(db: Db, values: { name: string; email: string; passwordHash: string }, actor: Actor): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const made = await insertUser(tx, { ...values, role: 'admin' });
    if (made) await recordAudit(tx, actor, { entity: 'user', entityId: made.id, action: 'create-admin', after: { name: made.name, email: made.email, role: made.role } });
    return made;
  });
}

/** What the user lists read of a user: never its password hash nor its second factor's secrets. */
interface UserListRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  updatedAt: string;
  personalPhoneNumber: string;
  secondaryPhoneNumber: string;
  nationalId: string;
  presentAddress: string;
  permanentAddress: string;
  profileImageId: string | null;
  bloodGroup: string;
}

/** The text a user is found by (the expression of the trigram index users_search_idx). */
export const USER_SEARCH_TEXT = sql`(${users.name} || ' ' || ${users.email} || ' ' || ${users.role} || ' ' || ${users.personalPhoneNumber} || ' ' || ${users.nationalId})`;

/** The user list (`/api/user-list`, `/api/admins`): oldest first by default, searched by the trigram index. */
export function userList(publicUrl: string): SqlList<UserListRow, User> {
  return {
    name: 'users',
    from: sql`${users}`,
    id: sql`${users.id}`,
    columns: sql`${users.id} as "id", ${users.name} as "name", ${users.email} as "email", ${users.role} as "role",
      ${isoTime(users.createdAt)} as "createdAt", ${isoTime(users.updatedAt)} as "updatedAt",
      ${users.personalPhoneNumber} as "personalPhoneNumber", ${users.secondaryPhoneNumber} as "secondaryPhoneNumber",
      ${users.nationalId} as "nationalId", ${users.presentAddress} as "presentAddress", ${users.permanentAddress} as "permanentAddress",
      ${users.profileImageId} as "profileImageId", ${users.bloodGroup} as "bloodGroup"`,
    sorts: {
      createdAt: { expr: sql`${users.createdAt}`, type: 'timestamptz' },
      name: { expr: sql`lower(${users.name})`, type: 'text' },
      email: { expr: sql`${users.email}`, type: 'text' },
      role: { expr: sql`${users.role}`, type: 'text' },
    },
    defaultSort: 'createdAt',
    search: (pattern) => sql`${USER_SEARCH_TEXT} ilike ${pattern}`,
    finish: (rows) =>
      rows.map((r) => ({
        _id: r.id,
        name: r.name,
        email: r.email,
        role: r.role,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        personalPhoneNumber: r.personalPhoneNumber,
        secondaryPhoneNumber: r.secondaryPhoneNumber,
        nationalId: r.nationalId,
        presentAddress: r.presentAddress,
        permanentAddress: r.permanentAddress,
        profileImage: imageUrl(publicUrl, r.profileImageId),
        bloodGroup: r.bloodGroup,
      })),
  };
}

const roleWhere = (role?: Role) => (role ? eq(users.role, role) : undefined);

/** One page of the users (of one role, when given). */
export const pageUsers = (db: Db, publicUrl: string, q: PageQuery, role?: Role): Promise<Page<User>> =>
  pageList(db, userList(publicUrl), q, { where: roleWhere(role), filters: role ?? null });

/** Every user (of one role), oldest first, in batches read a page at a time. */
export const streamUsers = (db: Db, publicUrl: string, role?: Role) => streamList(db, userList(publicUrl), roleWhere(role));

/**
 * Changes a profile. With `auditAs` (an admin editing another user's profile) the changed fields are written to the
 * audit log in the same transaction.
 */
export async function updateProfile(db: Db, id: string, changes: Partial<typeof users.$inferInsert>, auditAs?: Actor): Promise<UserRow | null> {
  const update = (tx: Db) => tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  if (!auditAs) return (await update(db))[0] ?? null;
  return db.transaction(async (tx) => {
    const before = await findUserById(tx, id);
    const [row] = await update(tx);
    if (!before || !row) return null;
    const fields = (u: UserRow) => Object.fromEntries(Object.keys(changes).map((key) => [key, u[key as keyof UserRow]]));
    const changed = changedFields(fields(before), fields(row));
    if (Object.keys(changed.after).length) await recordAudit(tx, auditAs, { entity: 'user', entityId: id, action: 'profile', ...changed });
    return row;
  });
}

export type RoleChange = { ok: true; user: UserRow } | { ok: false; reason: 'not-found' | 'last-admin' | 'agent' };

/** Changes a role; refuses to leave the site without an admin. Admin rows are locked so two demotions cannot race. */
export function changeRole(db: Db, id: string, role: Role, actor: Actor = SYSTEM_ACTOR): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    const target = await findUserById(tx as unknown as Db, id);
    if (!target) return { ok: false, reason: 'not-found' } as const;
    // An agent belongs to its agency (issue 32): it is made and ended there, never by a role change.
    if (target.role === 'agent') return { ok: false, reason: 'agent' } as const;
    if (role === 'passenger' && target.role === 'admin' && admins.length <= 1) return { ok: false, reason: 'last-admin' } as const;
    const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    if (target.role !== role) await recordAudit(tx, actor, { entity: 'user', entityId: id, action: 'role', before: { role: target.role }, after: { role } });
    return { ok: true, user: row! } as const;
  });
}

export async function insertPasswordReset(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

export type ResetOutcome = { ok: true } | { ok: false; reason: 'invalid' | 'email-mismatch' };

/**
 * Uses a reset token once: marks it used and sets the password in one transaction. A token that is unknown,
 * used or expired changes nothing; neither does one whose user does not have the given e-mail.
 */
export function resetPassword(db: Db, tokenHash: string, email: string | null | undefined, passwordHash: string): Promise<ResetOutcome> {
  return db.transaction(async (tx) => {
    const live = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));
    const [found] = await tx
      .select({ userId: users.id, email: users.email })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(live);
    if (!found) return { ok: false, reason: 'invalid' } as const;
    if (email && email.toLowerCase() !== found.email) return { ok: false, reason: 'email-mismatch' } as const;
    const now = new Date();
    // Conditional, so two requests racing with one token cannot both use it.
    const [used] = await tx.update(passwordResets).set({ usedAt: now }).where(live).returning({ id: passwordResets.id });
    if (!used) return { ok: false, reason: 'invalid' } as const;
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(eq(users.id, found.userId));
    // Any other links sent before are void once the password has changed.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, found.userId), isNull(passwordResets.usedAt)));
    return { ok: true } as const;
  });
}

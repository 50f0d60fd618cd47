import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBody,
  forgotPasswordBody,
  idQuery,
  isPaged,
  legacyApiPaths,
  listQuery,
  messageBody,
  messages,
  RESET_TOKEN_MINUTES,
  roleChangeBody,
  signinBody,
  signinResponse,
  signupBody,
  totpEnrolBody,
  updatePasswordBody,
  userSchema,
  userUpdateBody,
} from '@tarmac/shared';
import type { AppContext } from '../context.js';
import { currentUser } from '../http/auth.js';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.js';
import { recordAudit } from '../audit/audit.js';
import { actorOf } from '../catalog/schedule-routes.js';
import { userListShape } from '../http/list-shapes.js';
import { pageInMemory, sendPage } from '../http/paging.js';
import { consume, ensureNotBlocked } from '../http/rate-limit.js';
import { processImage } from '../images/process-image.js';
import { keepsImage, saveImage } from '../images/images.repo.js';
import * as repo from './accounts.repo.js';
import { checkPassword, hashPassword } from './passwords.js';
import { checkSecondFactor, confirmEnrolment, startEnrolment } from './totp.js';
import { resetMail } from './reset-mail.js';
import { requestLanguage, sayTo } from '../http/language.js';

const paths = legacyApiPaths.accounts;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (row: Parameters<typeof repo.toUser>[0]) => repo.toUser(row, ctx.config.publicUrl);

  r.post(paths.signup, {
    config: { audience: 'public' },
    schema: { body: signupBody, response: { 201: messageBody } },
    handler: async (request, reply) => {
      const { name, email, password } = request.body;
      // Fresh accounts each bring fresh hold limits: their making is limited per address, as sign-in is.
      await consume(ctx.limiters.signupPerIp, request.ip, 'rateLimit.signUps');
      const created = await repo.insertUser(db, { name, email, passwordHash: await hashPassword(password), role: 'passenger' });
      if (!created) throw conflict(messages.emailTaken);
      return reply.status(201).send({ message: sayTo(request, messages.registerSuccess) });
    },
  });

  r.post(paths.signin, {
    config: { audience: 'public' },
    schema: { body: signinBody, response: { 200: signinResponse } },
    handler: async (request) => {
      const { email, password } = request.body;
      const what = 'rateLimit.signIns';
      await consume(ctx.limiters.signinPerIp, request.ip, what);
      await ensureNotBlocked(ctx.limiters.signinPerEmail, email, what);
      const user = await repo.findUserByEmail(db, email);
      if (!(await checkPassword(user?.passwordHash ?? null, password)) || !user) {
        await consume(ctx.limiters.signinPerEmail, email, what);
        throw new HttpError(401, messages.wrongCredentials);
      }
      // An account with an authenticator: the password alone is not enough.
      let mfa = false;
      if (user.totpEnabledAt) {
        if (!request.body.totp) return { totpRequired: true as const, message: sayTo(request, 'auth.totpRequired') };
        const checked = await checkSecondFactor(db, user, request.body.totp);
        if (checked !== 'ok') {
          await consume(ctx.limiters.signinPerEmail, email, what);
          throw new HttpError(401, checked === 'used' ? 'auth.totpUsed' : 'auth.totpWrong');
        }
        mfa = true;
      }
      await ctx.limiters.signinPerEmail.delete(email);
      const token = await ctx.tokens.issue({ id: user.id, role: user.role, sessionVersion: user.sessionVersion, mfa });
      return { token, user: { _id: user.id, name: user.name, email: user.email, role: user.role } };
    },
  });

  r.put(paths.forgotPassword, {
    config: { audience: 'public' },
    schema: { body: forgotPasswordBody, response: { 200: messageBody } },
    handler: async (request) => {
      const { email } = request.body;
      const what = 'rateLimit.resets';
      await consume(ctx.limiters.resetPerIp, request.ip, what);
      await consume(ctx.limiters.resetPerEmail, email, what);
      const user = await repo.findUserByEmail(db, email);
      if (user) {
        const token = randomBytes(32).toString('base64url');
        const language = requestLanguage(request);
        const link = `${ctx.config.publicUrl}${language === 'bn' ? '/bn' : ''}/change-password?token=${token}`;
        // The reset and its mail commit together; the outbox sends the mail after the answer.
        await db.transaction(async (tx) => {
          await repo.insertPasswordReset(tx, user.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000));
          await ctx.outbox.enqueue(tx, resetMail(user, link, language));
        });
        ctx.outbox.kick();
      }
      // The same answer either way, so the call cannot be used to find out who has an account.
      return { message: sayTo(request, messages.resetRequestSent) };
    },
  });

  r.put(paths.updatePassword, {
    config: { audience: 'public' },
    schema: { body: updatePasswordBody, response: { 200: messageBody } },
    handler: async (request) => {
      const { token, email, password } = request.body;
      const outcome = await repo.resetPassword(db, hashToken(token), email, await hashPassword(password));
      if (!outcome.ok) {
        throw badRequest(outcome.reason === 'email-mismatch' ? messages.resetEmailMismatch : messages.resetTokenInvalid);
      }
      return { message: sayTo(request, messages.passwordUpdated) };
    },
  });

  r.get(paths.userList, {
    config: { audience: 'admin' },
    schema: { querystring: listQuery, response: { 200: z.array(userSchema) } },
    handler: async (request, reply) => {
      const all = (await repo.listUsers(db)).map(userOf);
      return isPaged(request.query) ? sendPage(reply, pageInMemory(all, request.query, userListShape)) : all;
    },
  });

  r.get(paths.userDetails, {
    config: { audience: 'user' },
    schema: { querystring: idQuery, response: { 200: userSchema } },
    handler: async (request) => {
      const caller = currentUser(request);
      if (caller.role !== 'admin' && caller.id !== request.query.id) {
        throw new HttpError(403, 'users.ownProfileOnly');
      }
      const user = await repo.findUserById(db, request.query.id);
      if (!user) throw notFound('users.notFound');
      return userOf(user);
    },
  });

  r.patch(paths.userUpdate, {
    config: { audience: 'user' },
    schema: { body: userUpdateBody, response: { 200: userSchema } },
    handler: async (request) => {
      const caller = currentUser(request);
      const { _id, profileImage, ...fields } = request.body;
      // The token says whose profile this is; only an admin may name another user.
      const targetId = caller.role === 'admin' && _id ? _id : caller.id;
      const target = await repo.findUserById(db, targetId);
      if (!target) throw notFound('users.notFound');
      const changes: Parameters<typeof repo.updateProfile>[2] = { ...fields };
      if (profileImage !== undefined && !keepsImage(ctx.config.publicUrl, profileImage, target.profileImageId)) {
        if (profileImage === '') changes.profileImageId = null;
        else {
          const image = await processImage(profileImage, { field: 'profileImage', maxBytes: ctx.config.imageMaxBytes, maxWidth: 512 });
          changes.profileImageId = await saveImage(db, image);
        }
      }
      // An admin's edit of someone else's profile is audited; one's own is not.
      const updated = await repo.updateProfile(db, target.id, changes, target.id === caller.id ? undefined : actorOf(request));
      if (!updated) throw notFound('users.notFound');
      return userOf(updated);
    },
  });

  /** Staff second factor: without `code`, a new secret and its QR code; with the first code, confirmed (recovery codes once). */
  r.post('/api/users/me/totp', {
    config: { audience: 'user' },
    schema: {
      body: totpEnrolBody,
      response: {
        200: z.object({ message: z.string(), data: z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() }) }),
        // `token`: the caller's new session (signed in with the authenticator); every other session has ended.
        201: z.object({ message: z.string(), data: z.object({ recoveryCodes: z.array(z.string()), token: z.string() }) }),
      },
    },
    handler: async (request, reply) => {
      const caller = currentUser(request);
      if (caller.role !== 'admin') throw new HttpError(403, 'auth.totpStaffOnly');
      if (!request.body.code) {
        const started = await startEnrolment(db, caller);
        if (!started) throw new HttpError(403, 'auth.totpAlreadyOn');
        return reply.status(200).send({ message: sayTo(request, 'auth.totpScan'), data: started });
      }
      // A code is guessed one try at a time: limited as sign-in is, per address and (sharing sign-in's count, so
      // that the two together give no more tries) per account.
      const what = 'rateLimit.totpAttempts';
      await consume(ctx.limiters.signinPerIp, request.ip, what);
      await ensureNotBlocked(ctx.limiters.signinPerEmail, caller.email, what);
      const confirmed = await confirmEnrolment(db, caller, request.body.code);
      if (!confirmed.ok) {
        if (confirmed.reason === 'needs-second-factor') throw new HttpError(403, 'auth.totpAlreadyOnConfirm');
        await consume(ctx.limiters.signinPerEmail, caller.email, what);
        if (confirmed.reason === 'used') throw badRequest('auth.totpUsed', { field: 'code' });
        throw badRequest('auth.totpMismatch', { field: 'code' });
      }
      await ctx.limiters.signinPerEmail.delete(caller.email);
      const token = await ctx.tokens.issue({ id: caller.id, role: caller.role, sessionVersion: confirmed.sessionVersion, mfa: true });
      return reply.status(201).send({
        message: sayTo(request, 'auth.totpOn'),
        data: { recoveryCodes: confirmed.recoveryCodes, token },
      });
    },
  });

  r.post('/api/admins', {
    config: { audience: 'admin' },
    schema: { body: adminBody, response: { 201: z.object({ message: z.string(), data: userSchema }) } },
    handler: async (request, reply) => {
      const { name, email, password } = request.body;
      const passwordHash = await hashPassword(password);
      const actor = actorOf(request);
      const created = await db.transaction(async (tx) => {
        const made = await repo.insertUser(tx, { name, email, passwordHash, role: 'admin' });
        if (made) await recordAudit(tx, actor, { entity: 'user', entityId: made.id, action: 'create-admin', after: { name: made.name, email: made.email, role: made.role } });
        return made;
      });
      if (!created) throw conflict(messages.emailTaken);
      return reply.status(201).send({ message: sayTo(request, messages.adminCreated), data: userOf(created) });
    },
  });

  r.get('/api/admins', {
    config: { audience: 'admin' },
    schema: { response: { 200: z.array(userSchema) } },
    handler: async () => (await repo.listUsers(db, 'admin')).map(userOf),
  });

  r.patch('/api/users/:id/role', {
    config: { audience: 'admin' },
    schema: {
      params: z.object({ id: z.string().max(64) }),
      body: roleChangeBody,
      response: { 200: z.object({ message: z.string(), data: userSchema }) },
    },
    handler: async (request) => {
      const result = await repo.changeRole(db, request.params.id, request.body.role, actorOf(request));
      if (!result.ok) {
        if (result.reason === 'not-found') throw notFound('users.notFound');
        throw conflict(messages.lastAdmin);
      }
      return { message: sayTo(request, messages.roleChanged), data: userOf(result.user) };
    },
  });
}

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
import { requestActor } from '../audit/actor.js';
import { currentUser } from '../http/auth.js';
import { requestLanguage, sayTo } from '../http/language.js';
import { sendArrayStream, sendPage } from '../http/paging.js';
import { idParams } from '../http/params.js';
import { enrolAuthenticator } from './authenticator.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { signIn } from './sign-in.js';
import { changeUserRole, createAdmin, pageUsers, readProfile, streamUsers, signUp, updateUserProfile } from './users.js';

const paths = legacyApiPaths.accounts;

/** Accounts over HTTP; the domain's failures (wrong password, taken e-mail, not yours…) become statuses in http/errors.ts. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(paths.signup, {
    config: { audience: 'public' },
    schema: { body: signupBody, response: { 201: messageBody } },
    handler: async (request, reply) => {
      await signUp(ctx, request.body, request.ip);
      return reply.status(201).send({ message: sayTo(request, messages.registerSuccess) });
    },
  });

  r.post(paths.signin, {
    config: { audience: 'public' },
    schema: { body: signinBody, response: { 200: signinResponse } },
    handler: async (request) => {
      const outcome = await signIn(ctx, request.body, request.ip);
      return 'totpRequired' in outcome ? { totpRequired: true as const, message: sayTo(request, outcome.message) } : outcome;
    },
  });

  r.put(paths.forgotPassword, {
    config: { audience: 'public' },
    schema: { body: forgotPasswordBody, response: { 200: messageBody } },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.email, requestLanguage(request), request.ip);
      // The same answer either way, so the call cannot be used to find out who has an account.
      return { message: sayTo(request, messages.resetRequestSent) };
    },
  });

  r.put(paths.updatePassword, {
    config: { audience: 'public' },
    schema: { body: updatePasswordBody, response: { 200: messageBody } },
    handler: async (request) => {
      await resetPassword(ctx, request.body);
      return { message: sayTo(request, messages.passwordUpdated) };
    },
  });

  r.get(paths.userList, {
    config: { audience: 'admin' },
    schema: { querystring: listQuery, response: { 200: z.array(userSchema) } },
    // Without paging parameters: the whole legacy array, streamed from the database a batch at a time.
    handler: async (request, reply) => (isPaged(request.query) ? sendPage(reply, await pageUsers(ctx, request.query)) : sendArrayStream(reply, streamUsers(ctx), userSchema)),
  });

  r.get(paths.userDetails, {
    config: { audience: 'user' },
    schema: { querystring: idQuery, response: { 200: userSchema } },
    handler: (request) => readProfile(ctx, currentUser(request), request.query.id),
  });

  r.patch(paths.userUpdate, {
    config: { audience: 'user' },
    schema: { body: userUpdateBody, response: { 200: userSchema } },
    handler: (request) => updateUserProfile(ctx, currentUser(request), request.body, requestActor(request)),
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
      const answer = await enrolAuthenticator(ctx, currentUser(request), request.body.code, request.ip);
      return reply.status('recoveryCodes' in answer.data ? 201 : 200).send({ ...answer, message: sayTo(request, answer.message) });
    },
  });

  r.post('/api/admins', {
    config: { audience: 'admin' },
    schema: { body: adminBody, response: { 201: z.object({ message: z.string(), data: userSchema }) } },
    handler: async (request, reply) => reply.status(201).send({ message: sayTo(request, messages.adminCreated), data: await createAdmin(ctx, request.body, requestActor(request)) }),
  });

  r.get('/api/admins', {
    config: { audience: 'admin' },
    schema: { querystring: listQuery, response: { 200: z.array(userSchema) } },
    handler: async (request, reply) =>
      isPaged(request.query) ? sendPage(reply, await pageUsers(ctx, request.query, 'admin')) : sendArrayStream(reply, streamUsers(ctx, 'admin'), userSchema),
  });

  r.patch('/api/users/:id/role', {
    config: { audience: 'admin' },
    schema: { params: idParams, body: roleChangeBody, response: { 200: z.object({ message: z.string(), data: userSchema }) } },
    handler: async (request) => ({ message: sayTo(request, messages.roleChanged), data: await changeUserRole(ctx, request.params.id, request.body.role, requestActor(request)) }),
  });
}

import type { AddressInfo } from 'node:net';
import { createTestApp, createUser, type TestApp } from '../../../../server/src/testing/test-app';

/**
 * The real server for route tests: the whole app (buildApp) over a fresh in-memory database, listening on a free
 * port of 127.0.0.1. The page's address is put on that origin, so the web's relative `/api` calls reach it as they
 * reach the server that hosts the built site. Tests create their data with the server's factories on `t`.
 */
export interface RouteServer {
  t: TestApp;
  origin: string;
  /** An admin's bearer headers, for the factories. */
  admin: { authorization: string };
  /** That admin's token and user, for a page signed in as the admin. */
  adminUser: { token: string; user: { _id: string; name: string; email: string; role: 'admin' } };
}

let started: Promise<RouteServer> | undefined;

/**
 * The one server of the route tests: started by the first file that asks, then shared (the route tests run in one
 * worker without isolation, so the database, the app and the transformed pages are made once). It ends with the
 * worker.
 */
export function routeServer(): Promise<RouteServer> {
  started ??= startRouteServer();
  return started;
}

async function startRouteServer(): Promise<RouteServer> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const admin = await createUser(t, { role: 'admin', name: 'Route Admin' });
  return {
    t,
    origin,
    admin: admin.auth,
    adminUser: { token: admin.token, user: { _id: String(admin.id), name: 'Route Admin', email: admin.email, role: 'admin' } },
  };
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN } from './env';

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built Tarmac server (`apps/server/dist/main.js`, as `npm start` runs it) on a fresh embedded
 * database at `baseURL`, with the e2e admin, and waits until it is ready. `env` adds or overrides settings.
 */
export async function startServer(baseURL: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-e2e-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: new URL(baseURL).port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1; the per-address limit is for the real world, not for one test machine.
      RATE_SIGNIN_PER_IP: '100000',
      RATE_RESET_PER_IP: '100000',
      RATE_MANAGE_PER_IP: '100000',
      RATE_SIGNUP_PER_IP: '100000',
      // Every journey holds from 127.0.0.1, many on the same few flights: the limits against seat blocking are
      // proven in apps/server/src/bookings/seat-blocking.test.ts, not by the browser journeys.
      HOLD_MAX_PER_IP: '0',
      HOLD_MAX_FLIGHT_PERCENT: '100',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000; // a loaded shared machine starts slowly
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error('The Tarmac server exited during start-up (see its output above).');
    }
    try {
      if ((await fetch(`${baseURL}/api/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Tarmac server did not become ready at ${baseURL} within 180 s.`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, stop };
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

/** Starts the real server entry point as its own process on the embedded database. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'no', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const serving = new Promise<string>((resolve, reject) => {
    const check = () => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url && output.includes('Tarmac is serving')) resolve(url);
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  serving.catch(() => {}); // awaited only by tests that expect the server to come up
  return { child, serving, exited, output: () => output };
}

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses a second process on the same embedded data folder, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-lock-'));
    const first = startServer({ DATA_DIR: dataDir });
    const url = await first.serving;
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);

    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already in use by another Tarmac process');
    expect(second.output()).toContain('DATABASE_URL');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'tarmac.lock'))).toBe(false);
    // The secret generated on first start is kept for the next.
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
  }, 60_000);

  it('stops at start-up with a sentence naming a bad setting', async () => {
    const bad = startServer({ PORT: 'seventy' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Tarmac cannot start: Invalid configuration: PORT/);
  }, 30_000);
});

describe('configuration', () => {
  it('names each bad variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(() => loadConfig({ CORS_ORIGINS: 'nope' })).toThrow(/CORS_ORIGINS/);
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
  });
});

// Starts the built Tarmac server (apps/server/dist/main.js) on a free port with a fresh, empty embedded
// database: the demo data seeds itself on start, exactly as on a first `npm start`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** @param {{ webDist?: string }} options webDist: another built web app to serve (default apps/web/dist). */
export async function startServer({ webDist } = {}) {
  const main = path.join(root, 'apps/server/dist/main.js');
  const dist = webDist ?? path.join(root, 'apps/web/dist');
  for (const file of [main, path.join(dist, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run "npm run build" first.`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-bench-web-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST: dist,
      SEED_DEMO: 'auto',
      SMTP_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));

  const started = performance.now();
  // A fresh demo seed on a machine shared with test runs took over 120 s once.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The Tarmac server exited during start-up (see its output above).');
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The Tarmac server did not become ready at ${url} within 300 s.`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const startSeconds = (performance.now() - started) / 1000;

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, dist, startSeconds, stop };
}

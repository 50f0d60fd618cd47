import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  /** The base URL once the server listens; rejects if it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server entry point (src/main.ts) as its own process, as `npm start` would; `entry` may carry
 * arguments (`['src/main.ts', '--worker']`). A worker process is ready when it says it runs the jobs (URL '').
 */
export function startServerProcess(env: Record<string, string>, entry: string | string[] = 'src/main.ts'): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...[entry].flat()], {
    cwd: serverDir,
    // Every test process is called from one address, many times: the per-address limits and the share of a flight
    // that may wait for payment are lifted unless a test sets them.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'no',
      RATE_SIGNUP_PER_IP: '100000',
      HOLD_MAX_PER_IP: '0',
      HOLD_MAX_FLIGHT_PERCENT: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url && output.includes('Tarmac is serving')) resolve(url);
      if (output.includes('Tarmac worker is running')) resolve('');
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  ready.catch(() => {}); // awaited only by callers that expect the server to come up
  return {
    child,
    ready,
    exited,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Kills whatever a test left running. */
export function killServerProcesses() {
  for (const c of running) if (c.exitCode === null) c.kill('SIGKILL');
}

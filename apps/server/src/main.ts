import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, type Database } from './db/open.js';
import { openJobs } from './jobs/queue.js';
import { DataDirLockedError } from './db/lock.js';
import { seed } from './db/seed/index.js';
import { sessionSecret } from './secret.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * `npm run start:worker` (`--worker`): a process that works the background jobs and serves nothing, beside web
 * processes started with RUN_JOBS=false. It needs PostgreSQL (the embedded database belongs to one process).
 */
const workerOnly = process.argv.includes('--worker');

/**
 * A promise nobody awaited failed (a library's background call, a fire-and-forget). Node would end the process: a
 * healthy process serving others must not die of one, so it is logged with its context and the process carries on.
 */
let logUnhandled = (reason: unknown) => console.error('unhandled rejection (the process carries on):', reason);
process.on('unhandledRejection', (reason) => logUnhandled(reason));

async function main() {
  const config = loadConfig();
  if (workerOnly && !config.databaseUrl) throw new ConfigError('a worker process needs DATABASE_URL (the embedded database belongs to the one "npm start" process, which runs the jobs itself).');
  if (workerOnly && !config.runJobs) throw new ConfigError('a worker process is there to run the jobs, so RUN_JOBS=false makes no sense for it.');
  if (!workerOnly) config.webDist ??= defaultWebDist;
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir });
  // The queue lives in the same database; buildApp registers the jobs, it starts below and stops on SIGTERM.
  const jobs = openJobs(database, { work: config.runJobs });
  const app = await buildApp({ config, database, jwtSecret: sessionSecret(config.jwtSecret, config.dataDir), jobs });
  logUnhandled = (reason) => app.log.error({ err: reason }, 'unhandled rejection (the process carries on)');
  await warnIfSuperuser(database, app.log);
  // Printed plainly: the demo login must be readable in the terminal, not buried in a JSON log line.
  if (!workerOnly) await seed(database.db, config, { info: (m) => console.log(m) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      // Running jobs finish (or give up after 10 s) before the database they use goes away.
      await jobs.stop();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await jobs.start(app.log);
  if (workerOnly) {
    await app.ready();
    app.log.info('Tarmac worker is running the background jobs (database: PostgreSQL)');
    // Under start:cluster, the primary counts it as up (a web process says so by listening).
    process.send?.('tarmac:up');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Tarmac is serving ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
}

/**
 * A superuser may also take the connections PostgreSQL keeps for an administrator (superuser_reserved_connections),
 * so when the app uses them all up nobody can get in to mend things. The README shows the role to create.
 */
async function warnIfSuperuser(database: Database, log: { warn(msg: string): void }) {
  if (database.kind !== 'postgres') return;
  try {
    const { rows } = await database.executeSql('select rolsuper from pg_roles where rolname = current_user');
    if (rows[0]?.rolsuper === true) {
      log.warn('Connected to PostgreSQL as a superuser: the app may take the connections kept for an administrator. Connect as an ordinary role (see "Connection budget" in the README).');
    }
  } catch {
    // Only a warning: a failure to ask is no reason not to start.
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(`Tarmac cannot start: ${err.message}`);
  else console.error('Tarmac cannot start:', err);
  process.exit(1);
});

import type { Config } from '../../config.js';
import type { Db } from '../open.js';
import { ensureAdmin, type Log } from './admin.js';

/** Everything the first start of an empty database needs. Safe to run on every start. */
export async function seed(db: Db, config: Config, log: Log): Promise<void> {
  await ensureAdmin(db, config, log);
}

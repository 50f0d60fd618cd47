import { loadConfig } from '../../config.js';
import { openDatabase } from '../open.js';
import { seed } from './index.js';

/** `npm run seed`: migrates and seeds the configured database, then exits. */
const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
try {
  await seed(database.db, config, { info: (m) => console.log(m) });
  console.log('Seeding finished.');
} finally {
  await database.close();
}

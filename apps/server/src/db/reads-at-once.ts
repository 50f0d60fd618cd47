import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './open.js';

/**
 * Runs independent reads at once where they can be: on a pool each takes its own connection, so their waits
 * overlap. In a transaction they share one connection, and node-postgres only queues a query sent while another
 * runs (deprecated: pg 9 refuses it), so there they run one after another: the same answers, in the same order.
 */
export async function readsAtOnce<T extends readonly unknown[]>(db: Db, reads: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}

/** How a page is answered over HTTP (the rows are read by db/list-page.ts): headers, the next page's link, streamed arrays. */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { TOTAL_COUNT_HEADER, TOTAL_ESTIMATED_HEADER, type Page } from '@tarmac/shared';

/**
 * Answers a page: its rows as the bare array, how many rows match in the X-Total-Count header (with
 * X-Total-Count-Estimated: true when that is an estimate), and while more rows follow, the next page's address
 * in `Link: <…?after=CURSOR&…>; rel="next"` (the same query with the cursor instead of an offset).
 */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.estimated) void reply.header(TOTAL_ESTIMATED_HEADER, 'true');
  if (page.next) void reply.header('Link', `<${nextAddress(reply.request.url, page.next)}>; rel="next"`);
  return page.rows;
}

/** The request's own path and query, asking for the rows after `cursor` instead of an offset. */
export function nextAddress(url: string, cursor: string): string {
  const next = new URL(url, 'http://localhost');
  next.searchParams.delete('offset');
  next.searchParams.set('after', cursor);
  return `${next.pathname}?${next.searchParams.toString()}`;
}

/**
 * Answers a whole list as its legacy bare JSON array, streamed: `[`, each batch's rows as JSON text with commas
 * between, `]`. The bytes are those JSON.stringify writes for the whole array; memory holds one batch.
 */
export function sendArrayStream<T>(reply: FastifyReply, batches: AsyncIterable<T[]>, item?: z.ZodType) {
  // As the route's zod serializer writes an answer (each row encoded by its schema, then JSON), or plainly for a
  // route that serialises plainly (plainJson). A list's rows are built field by field in the schema's order: when
  // the first row's plain JSON is its encoded JSON, so is every row's, and the rest are written plainly (encoding
  // 150,000 rows through zod would cost more than reading them).
  let plain = !item;
  let checked = !item;
  const toJson = (row: T) => {
    if (plain) return JSON.stringify(row);
    const encoded = JSON.stringify(item!.encode(row));
    if (!checked) {
      checked = true;
      plain = encoded === JSON.stringify(row);
    }
    return encoded;
  };
  async function* text() {
    let first = true;
    yield '[';
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      let chunk = '';
      for (const row of batch) {
        chunk += first ? toJson(row) : `,${toJson(row)}`;
        first = false;
      }
      yield chunk;
    }
    yield ']';
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(text(), { objectMode: false }));
}

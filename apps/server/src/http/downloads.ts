import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A CSV download named `name`, streamed a line at a time (each line with its CRLF), never built as one text. */
export function sendCsv(reply: FastifyReply, name: string, lines: Iterable<string>) {
  return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}"`).send(Readable.from(lines, { objectMode: false }));
}

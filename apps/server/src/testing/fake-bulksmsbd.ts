import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS the fake gateway took, as BulkSMSBD's API receives it. */
export interface FakeSms {
  apiKey: string;
  type: string;
  number: string;
  senderId: string;
  message: string;
}

/**
 * A local BulkSMSBD (bulksmsbd.net) speaking its documented HTTP API, as fake-sslcommerz.ts does for payments:
 * POST (or GET) `/api/smsapi` with `api_key`, `type`, `number`, `senderid` and `message`, answering JSON with
 * `response_code` 202 ("SMS Submitted Successfully") or an error code: 1003 when a field is missing, 1002 for
 * another sender id, 1011 for an unknown key, and 1007 ("Balance Insufficient") while `refuseNext` is above 0.
 */
export async function startFakeBulkSmsBd(options: { apiKey?: string; senderId?: string } = {}) {
  const apiKey = options.apiKey ?? 'fake-bulksmsbd-key';
  const senderId = options.senderId ?? '8809617000000';
  const received: FakeSms[] = [];
  const state = { refuseNext: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = req.method === 'POST' ? new URLSearchParams(Buffer.concat(chunks).toString('utf8')) : url.searchParams;
      const answer = (code: number, extra: object = {}) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ response_code: code, ...extra }));
      };
      if (url.pathname !== '/api/smsapi') {
        res.writeHead(404).end();
        return;
      }
      const sms = { apiKey: form.get('api_key') ?? '', type: form.get('type') ?? '', number: form.get('number') ?? '', senderId: form.get('senderid') ?? '', message: form.get('message') ?? '' };
      if (!sms.apiKey || !sms.number || !sms.senderId || !sms.message) return answer(1003, { error_message: 'Please Required all fields' });
      if (sms.apiKey !== apiKey) return answer(1011, { error_message: 'User Id not found' });
      if (sms.senderId !== senderId) return answer(1002, { error_message: 'sender id not correct/sender id is disabled' });
      if (state.refuseNext > 0) {
        state.refuseNext -= 1;
        return answer(1007, { error_message: 'Balance Insufficient' });
      }
      received.push(sms);
      return answer(202, { message_id: received.length, success_message: 'SMS Submitted Successfully', error_message: '' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    senderId,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

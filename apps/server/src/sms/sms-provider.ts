import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Logger } from '../lib/logger.js';
import type { Config } from '../config.js';

/** One SMS: to a +880 number, its text (Bangla as Unicode), and a stable id (the outbox row's) for sending once. */
export interface Sms {
  to: string;
  text: string;
  id: string;
}

export interface SmsProvider {
  readonly name: string;
  /** Sends now (after the transaction that wrote it committed); throws when the gateway refuses, so it is retried. */
  send(sms: Sms): Promise<void>;
}

/**
 * `SMS_PROVIDER=outbox` (the default): each message is written to `DATA_DIR/sms/` as a small JSON file named after
 * its id, so a message sent again (its "sent" not recorded before a crash) is the same file, not a second one.
 */
export function outboxSmsProvider(dir: string, log: Logger): SmsProvider {
  return {
    name: 'outbox',
    async send(sms) {
      const file = path.join(dir, `${createHash('sha256').update(sms.id).digest('hex').slice(0, 24)}.json`);
      const body = JSON.stringify({ to: sms.to, text: sms.text, id: sms.id, at: new Date().toISOString() }, null, 2);
      await fs.mkdir(dir, { recursive: true });
      // 'wx': written once; a second send of the same message finds it there.
      await fs.writeFile(file, body, { flag: 'wx', mode: 0o600 }).catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      });
      log.info({ to: sms.to, file: path.basename(file) }, 'SMS written to the sms folder');
    },
  };
}

/**
 * BulkSMSBD (bulksmsbd.net), over its documented HTTP API: POST `/api/smsapi` with `api_key`, `type=text`,
 * `number` (88017…, no plus), `senderid` and `message` (UTF-8, form-encoded: Bangla goes as Unicode). It answers
 * JSON whose `response_code` 202 means "SMS Submitted Successfully"; any other code (1002 sender id, 1007 balance
 * insufficient, …) is a refusal, and the outbox tries again later.
 */
export function bulkSmsBdProvider(options: { url: string; apiKey: string; senderId: string; log: Logger; timeoutMs?: number }): SmsProvider {
  const endpoint = `${options.url.replace(/\/$/, '')}/api/smsapi`;
  return {
    name: 'bulksmsbd',
    async send(sms) {
      const form = new URLSearchParams({ api_key: options.apiKey, type: 'text', number: sms.to.replace(/^\+/, ''), senderid: options.senderId, message: sms.text });
      const res = await fetch(endpoint, { method: 'POST', body: form, signal: AbortSignal.timeout(options.timeoutMs ?? 20_000) });
      const text = await res.text();
      let code: unknown;
      try {
        code = (JSON.parse(text) as { response_code?: unknown }).response_code;
      } catch {
        code = undefined;
      }
      if (!res.ok || Number(code) !== 202) throw new Error(`BulkSMSBD refused the SMS to ${sms.to}: HTTP ${res.status} ${text.slice(0, 200)}`);
      options.log.info({ to: sms.to }, 'SMS submitted to BulkSMSBD');
    },
  };
}

/** The provider SMS_PROVIDER names. */
export function smsProviderOf(config: Pick<Config, 'sms' | 'dataDir'>, log: Logger): SmsProvider {
  return config.sms.provider === 'outbox' ? outboxSmsProvider(path.join(config.dataDir, 'sms'), log) : bulkSmsBdProvider({ ...config.sms, log });
}

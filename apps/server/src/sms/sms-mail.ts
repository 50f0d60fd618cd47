import type { Mailer } from '../mail/mailer.js';
import type { SmsProvider } from './sms-provider.js';

/**
 * SMS travel through the mail outbox (docs/decisions: SMS through the outbox): a row addressed `sms:+880…` is
 * written in the transaction of the change it reports, claimed, retried and marked sent like any mail, and
 * handed here to the SMS provider instead of SMTP. Its id (the row's Message-ID) makes a repeated send the same SMS.
 */
export const SMS_PREFIX = 'sms:';
export const SMS_SUBJECT = 'SMS';

export function withSms(mailer: Mailer, sms: () => SmsProvider): Mailer {
  return {
    async send(mail) {
      if (!mail.to.startsWith(SMS_PREFIX)) return mailer.send(mail);
      await sms().send({ to: mail.to.slice(SMS_PREFIX.length), text: mail.text, id: mail.messageId ?? `${mail.to}:${mail.text}` });
    },
    close: () => mailer.close(),
  };
}

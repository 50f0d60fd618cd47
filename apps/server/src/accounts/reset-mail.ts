import { RESET_TOKEN_MINUTES } from '@tarmac/shared';
import type { WrittenMail } from '../mail/outbox.js';
import { sayer, type Language } from '../i18n/messages.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset mail, in the language of the request that asked for it. */
export function resetMail(user: { name: string; email: string }, link: string, language: Language = 'en'): WrittenMail {
  const say = sayer(language);
  const hello = say('resetMail.hello', { name: user.name });
  const helloHtml = say('resetMail.hello', { name: escapeHtml(user.name) });
  const within = say('resetMail.within', { count: RESET_TOKEN_MINUTES });
  return {
    to: user.email,
    subject: say('resetMail.subject'),
    text: `${hello}\n\n${say('resetMail.asked')}\n${within}\n\n${link}\n\n${say('resetMail.ignore')}\n\n${say('resetMail.signature')}`,
    html:
      `<p>${helloHtml}</p><p>${say('resetMail.asked')} ${within}</p><p><a href="${escapeHtml(link)}">${say('resetMail.link')}</a></p>` +
      `<p>${say('resetMail.ignore')}</p><p>${say('resetMail.signature')}</p>`,
  };
}

import { RESET_TOKEN_MINUTES } from '@tarmac/shared';
import type { OutboxMail } from '../mail/outbox.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetMail(user: { name: string; email: string }, link: string): OutboxMail {
  const minutes = RESET_TOKEN_MINUTES;
  return {
    to: user.email,
    subject: 'Set a new Tarmac password',
    text:
      `Hello ${user.name},\n\nSomeone (we hope you) asked to set a new password for your Tarmac account.\n` +
      `Open this link within ${minutes} minutes to choose one:\n\n${link}\n\n` +
      'If you did not ask, ignore this e-mail; your password stays as it is.\n\nTarmac',
    html:
      `<p>Hello ${escapeHtml(user.name)},</p><p>Someone (we hope you) asked to set a new password for your Tarmac account. ` +
      `Open this link within ${minutes} minutes to choose one:</p><p><a href="${escapeHtml(link)}">Set a new password</a></p>` +
      '<p>If you did not ask, ignore this e-mail; your password stays as it is.</p><p>Tarmac</p>',
  };
}

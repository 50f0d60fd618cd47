import path from 'node:path';

/** The admin the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'e2e-admin@tarmac.test', password: 'e2e-admin-password', name: 'Tarmac Admin' };

/** Where the e2e SMTP server writes each message it receives, one JSON file per mail. */
export const mailDir = path.resolve('e2e/.tmp/mail');

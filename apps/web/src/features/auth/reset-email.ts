import { readStorage, removeStorage, writeStorage } from '../../lib/browser-storage';

/** SPEC §4: the e-mail of a reset request is remembered for this browser session only. */
const RESET_EMAIL_KEY = 'resetEmail';

export const rememberResetEmail = (email: string) => writeStorage('session', RESET_EMAIL_KEY, email);
export const rememberedResetEmail = () => readStorage('session', RESET_EMAIL_KEY);
export const forgetResetEmail = () => removeStorage('session', RESET_EMAIL_KEY);

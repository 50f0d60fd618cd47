import { createHash } from 'node:crypto';

/**
 * The page shell's one inline script: it makes the page's first number and date formatters while the page's code
 * is still on its way. A document's first `Intl` formatter costs 35-95 ms on this project's machines (the
 * browser's locale data is set up then; later formatters take about 1 ms), and without it that cost fell in the
 * long task that runs the app's code and draws the page. In a later task (setTimeout), so the document's parse, which
 * finds the page's files, is not held by it. bench/web/notes.md, "the first formatter".
 */
export const SHELL_SCRIPT =
  "setTimeout(function(){var bn=document.documentElement.lang==='bn';" +
  "new Intl.NumberFormat(bn?'bn-BD':'en-US').format(1);" +
  "new Intl.DateTimeFormat(bn?'bn-BD':'en-GB',{dateStyle:'long',timeStyle:'short'}).format(0)})";

/** The script's hash for the Content-Security-Policy (scripts stay 'self' but for this one text). */
export const SHELL_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`;

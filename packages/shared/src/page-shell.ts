// What the server's page shell and the web app agree on. A module of its own, free of side effects: the first
// download imports it, and api-paths.ts's tables would come with anything imported from there.

/**
 * The page shell's element that carries the answers to a page's first signed-in reads (decision 065): the server reads
 * them for the session its cookie names as it serves the shell (apps/server/src/web/static.ts), and the page's own
 * reads take them instead of asking again (apps/web/src/lib/first-answers.ts). `page` is the address (path) they are
 * for; `answers` the API's answers by the path of their read.
 */
export const FIRST_ANSWERS_ELEMENT = 'first-answers';
export interface FirstAnswers {
  page: string;
  answers: Record<string, unknown>;
}

/** SPEC §4: the session's token lives in the cookie `token` (the browser sends it with every request, the shell's too). */
export const TOKEN_COOKIE = 'token';

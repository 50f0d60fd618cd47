import { FIRST_ANSWERS_ELEMENT, type FirstAnswers } from '@tarmac/shared';

/**
 * The answers the page shell carried for its page's first signed-in reads (decision 065; the server reads them for the
 * session as it serves the shell, apps/server/src/web/static.ts). Read from the shell once; each answer is taken once,
 * by the first read of its path while the address is still the page's, so a later visit reads the server again. Once
 * the traveller has moved to another page the answers not taken are dropped.
 */
let first: FirstAnswers | null = null;

function shellAnswers(): FirstAnswers | null {
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT);
  if (element) {
    try {
      first = JSON.parse(element.textContent ?? '') as FirstAnswers;
    } catch {
      first = null;
    }
    element.remove();
  }
  return first;
}

/** The shell's answer to a read of `path` (an API path), if it carried one for this page; `undefined` otherwise. */
export function takeFirstAnswer(path: string): unknown {
  const answers = shellAnswers();
  if (!answers) return undefined;
  if (answers.page !== window.location.pathname) {
    first = null;
    return undefined;
  }
  if (typeof answers.answers !== 'object' || answers.answers === null || !Object.hasOwn(answers.answers, path)) return undefined;
  const answer = answers.answers[path];
  delete answers.answers[path];
  return answer;
}

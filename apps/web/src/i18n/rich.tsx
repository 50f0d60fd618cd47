import { Fragment, type ReactNode } from 'react';

/**
 * A whole message with elements inside it (a link, a <strong> name), without cutting the sentence into
 * fragments: pass slot('name') as the value of the placeholder, then rich(text, { name: <strong>…</strong> }).
 *   rich(t('checkin.choosingFor', { name: slot('name') }), { name: <strong>{name}</strong> })
 */
const MARK = '\u0001';

export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

export function rich(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text
    .split(MARK)
    .map((piece, i) => (i % 2 === 1 && piece in parts ? <Fragment key={i}>{parts[piece]}</Fragment> : piece))
    .filter((piece) => piece !== '');
}

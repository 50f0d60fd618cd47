import { useSentence } from '../lib/sentence';

/** A schema's sentence (a sentence key or plain text) shown in the page's language, where no FormField shows it. */
export function Said({ text }: { text: string }) {
  return <>{useSentence(text)}</>;
}

import { useRef, useState, type FormEvent } from 'react';
import { sentencesIn } from './sentence';

/** A message per field path ('email', 'trips.1.flightDepartingDate'); no entry when the field is fine. */
export type FieldMessages = Partial<Record<string, string>>;

/**
 * The little of react-hook-form the home page's forms need, so its 15 KB stay out of the first download (issue 28
 * measured 108.5 KB gzip in English and 109.1 KB in Bangla against the 110 KB budget: react-hook-form does not fit;
 * every form past the first page uses it, through useSchemaForm):
 * the values, a check (whose code may load on demand) run on submit and, once a submit has failed, again
 * on every change of a field; the first field in error gets the focus.
 */
export function useCheckedForm<V>(initial: V, check: (values: V) => Promise<FieldMessages>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  /** Sets the values, and re-checks the changed field once the form has been submitted. */
  const change = (path: string, next: V) => {
    setValues(next);
    valuesRef.current = next;
    if (!submitted.current) return;
    // Messages are shown once the shared sentences are in, so a sentence key is never shown raw (the chunk loads at
    // the first tap; useSentence covers a message set any other way).
    void Promise.all([check(next), sentencesIn()]).then(([messages]) => {
      if (valuesRef.current === next) setErrors((current) => ({ ...current, [path]: messages[path] }));
    });
  };

  const handleSubmit = (onValid: (values: V) => void) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const checked = values;
    const [messages] = await Promise.all([check(checked), sentencesIn()]);
    if (Object.values(messages).some(Boolean)) {
      setErrors(messages);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    onValid(checked);
  };

  const reset = (next: V) => {
    submitted.current = false;
    setValues(next);
    valuesRef.current = next;
    setErrors({});
  };

  return { form, values, errors, setErrors, change, handleSubmit, reset };
}

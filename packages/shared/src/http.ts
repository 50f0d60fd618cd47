import { z } from 'zod';

/** Every error answer of the API. */
export const errorBody = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A plain answer: sign-up, password reset, contact, subscribe. */
export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** A create or update answer: `{message, data}` with the stored entity (clients test `data`). */
export const created = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export interface Created<T> {
  message: string;
  data: T;
}

/** Delete answers: exactly 200 with the id. */
export const deletedSchema = created(z.object({ _id: z.string() }));
export type Deleted = Created<{ _id: string }>;

/**
 * Turns zod issues into the API's fieldErrors map and one sentence naming the first problem. An issue's message is
 * a sentence key (docs/decisions/030): `say` says it in the caller's language (the identity leaves keys as they are).
 */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], say: (message: string) => string = (m) => m): ErrorBody {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (fieldErrors[field] ??= []).push(say(issue.message));
  }
  const first = issues[0];
  const where = first && first.path.length ? `${first.path.map(String).join('.')}: ` : '';
  return { error: first ? `${where}${say(first.message)}` : say('http.requestNotValid'), fieldErrors };
}

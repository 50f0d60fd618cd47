import { describe, expect, it } from 'vitest';
import { signupBody, userUpdateBody } from './accounts.js';
import { describeIssues } from './http.js';
import { messages } from './messages.js';

describe('account schemas', () => {
  it('normalise the e-mail and ignore a requested role at sign-up', () => {
    const parsed = signupBody.parse({ name: ' Rahim ', email: ' Rahim@Example.COM ', password: '12345678', role: 'admin' });
    expect(parsed).toMatchObject({ name: 'Rahim', email: 'rahim@example.com' });
  });

  it('refuse a short password with the spec’s sentence', () => {
    const result = signupBody.safeParse({ name: 'A', email: 'a@b.co', password: 'short' });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!.issues).fieldErrors).toEqual({ password: [messages.passwordMinimum] });
  });

  it('accept only the profile blood groups, Unknown included', () => {
    expect(userUpdateBody.safeParse({ bloodGroup: 'Unknown' }).success).toBe(true);
    expect(userUpdateBody.safeParse({ bloodGroup: 'AB-' }).success).toBe(true);
    expect(userUpdateBody.safeParse({ bloodGroup: 'C+' }).success).toBe(false);
  });
});

describe('describeIssues', () => {
  it('names the first problem’s field in one sentence and lists every field', () => {
    const body = describeIssues([
      { path: ['email'], message: 'Please enter a valid e-mail address.' },
      { path: ['email'], message: 'Email is too long.' },
      { path: [], message: 'Bad.' },
    ]);
    expect(body.error).toBe('email: Please enter a valid e-mail address.');
    expect(body.fieldErrors).toEqual({ email: ['Please enter a valid e-mail address.', 'Email is too long.'], _: ['Bad.'] });
  });
});

import { expect, test as base, type Page } from '@playwright/test';

/** Whom the `login` fixture signs in: the e-mail and password, and the name the navigation bar then shows. */
export interface Credentials {
  email: string;
  password: string;
  name: string;
}

/**
 * Signs `user` in through the API and leaves the session where the web app keeps it (SPEC §4): the token in the
 * cookie `token`, the user in localStorage `user`, on the page's origin. Then opens the home page and waits for the
 * user's name in the navigation bar, as the login form leaves it. The form itself is tested in accounts.spec.ts.
 */
export async function signInThroughApi(page: Page, user: Credentials) {
  const res = await page.request.post('/api/signin', { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  const session = (await res.json()) as { token: string; user: { _id: string; name: string; email: string; role: string } };
  const origin = new URL(res.url()).origin;
  await page.context().addCookies([
    { name: 'token', value: encodeURIComponent(session.token), url: origin, expires: Date.now() / 1000 + 24 * 60 * 60, sameSite: 'Lax' },
  ]);
  // localStorage belongs to the origin: written from a small answer of that origin, before the app first runs.
  await page.goto('/api/ready');
  await page.evaluate((stored) => localStorage.setItem('user', JSON.stringify(stored)), session.user);
  await page.goto('/');
  await expect(page.getByRole('navigation').getByRole('button', { name: user.name })).toBeVisible();
}

/**
 * The journeys' test: `login(user)` signs the page in (or `login(user, otherPage)` another browser's page), as
 * epic-stack's login fixture does, without typing into the form.
 */
export const test = base.extend<{ login: (user: Credentials, page?: Page) => Promise<void> }>({
  login: async ({ page }, use) => {
    await use((user, onPage = page) => signInThroughApi(onPage, user));
  },
});

export { expect };

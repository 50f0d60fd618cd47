import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

let n = 0;
export const uniqueEmail = (prefix = 'traveller') => `${prefix}-${Date.now().toString(36)}-${process.pid}-${++n}@example.com`;

/** Registers a passenger through the API (the browser journeys register through the form). */
export async function registerPassenger(request: APIRequestContext, name = 'Nusrat Jahan') {
  const email = uniqueEmail();
  const password = 'a-strong-password';
  const res = await request.post('/api/signup', { data: { name, email, password, role: 'passenger' } });
  expect(res.status()).toBe(201);
  return { name, email, password };
}

/** Logs in through the login form and waits for the user's name in the navigation bar: the form's own tests (accounts.spec); the journeys sign in with the `login` fixture (support/fixtures.ts). */
export async function logIn(page: Page, user: { email: string; password: string; name: string }) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/password/i).fill(user.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page.getByText('The User Successfully Logged In')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('button', { name: user.name })).toBeVisible();
}

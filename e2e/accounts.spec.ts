import { expect, test } from '@playwright/test';
import path from 'node:path';
import { waitForMail } from './support/mail';
import { logIn, registerPassenger, uniqueEmail } from './support/users';
import { ADMIN } from './support/env';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation').first();

/** A toast opens below the navbar, leaving its links free to click (one over them held the click and itself). */
async function expectToastBelowNavbar(page: import('@playwright/test').Page, text: string) {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const navBox = await nav(page).boundingBox();
  // Polled: the toast slides down into place, and a box read during that is still above where it settles.
  await expect.poll(async () => (await toast.boundingBox())!.y, { message: `the toast '${text}' starts below the navbar` }).toBeGreaterThanOrEqual(navBox!.y + navBox!.height);
}

test('a visitor registers, logs in, updates the profile with a photo and logs out', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Farhana Akter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('monsoon-rains-2023');
  await page.getByRole('button', { name: /register|sign up|create/i }).click();
  await expect(page.getByText('User Registered Successfully.').first()).toBeVisible();
  await expectToastBelowNavbar(page, 'User Registered Successfully.');
  // Issue 35: registering signs the new passenger in (no empty login form after it).
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('button', { name: 'Farhana Akter' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.goto('/userProfile');
  await page.getByRole('link', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/\/updateProfile$/);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Name', { exact: true }).fill('Farhana Rahman');
  await page.getByLabel('Phone number', { exact: true }).fill('+880 1711-223344');
  await page.getByLabel('National ID').fill('1990123456789');
  await page.getByLabel('Blood group').selectOption('O+');
  await page.getByLabel('Present address').fill('House 12, Road 5, Dhanmondi, Dhaka');
  await page.getByLabel('Profile image').setInputFiles(path.resolve('e2e/fixtures/avatar.png'));
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Successfully updated').first()).toBeVisible();
  await expect(page).toHaveURL(/\/userProfile$/);
  await expect(page.getByText('Farhana Rahman').first()).toBeVisible();
  await expect(page.getByText('+880 1711-223344')).toBeVisible();
  await expect(page.getByText('House 12, Road 5, Dhanmondi, Dhaka')).toBeVisible();
  await expect(page.getByText('O+', { exact: true })).toBeVisible();
  // The navbar shows the new name at once, without a reload.
  await expect(nav(page).getByRole('button', { name: 'Farhana Rahman' })).toBeVisible();
  // Image URLs are absolute, on PUBLIC_URL (the site itself here).
  const photo = page.locator('img[src*="/api/images/"]');
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  await nav(page).getByRole('button', { name: 'Farhana Rahman' }).click();
  await page.getByRole('button', { name: 'LogOut' }).click();
  await expect(page.getByText('User Logout Successfully')).toBeVisible();
  // On a phone too (the navbar folds its links behind a button there).
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectToastBelowNavbar(page, 'User Logout Successfully');
  await page.setViewportSize(desktop);
  await expect(page).toHaveURL(/\/login$/);
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a forgotten password is reset through the link in the e-mail', async ({ page, request }) => {
  const user = await registerPassenger(request, 'Tanvir Hasan');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/changePasswordRequest$/);
  // The login page stays on screen until the next page's code has loaded: wait for the new page itself.
  await expect(page.getByRole('heading', { name: 'Change Password Request' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(/we have sent a link/).first()).toBeVisible();

  const mail = await waitForMail(user.email);
  const link = /https?:\/\/\S+\/change-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the mail carries a reset link').toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await page.getByLabel('New password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, { ...user, password: 'a-brand-new-secret' });

  // The same link cannot be used twice.
  await page.goto(link!);
  await page.getByLabel('New password').fill('yet-another-secret');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.text-danger', { hasText: /invalid, used or expired/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/changePasswordRequest');
});

test('a passenger sees no admin menus and is turned away from admin pages', async ({ page, request }) => {
  const user = await registerPassenger(request, 'Sadia Islam');
  await logIn(page, user);
  for (const menu of ['All User', 'Flights Location', 'Package', 'Pilot', 'Cabin Crue', 'Flight Information']) {
    await expect(nav(page).getByText(menu, { exact: true })).toHaveCount(0);
  }
  await page.goto('/userList');
  await expect(page.getByText('You are not allowed to see this page.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a visitor sent to log in comes back to the page they wanted', async ({ page, request }) => {
  const user = await registerPassenger(request, 'Imran Chowdhury');
  await page.goto('/userProfile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/userProfile$/);
  await expect(page.getByText(user.email)).toBeVisible();
});

test('the login form asks for both fields and shows the server’s answer', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('please fill the form')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Password must be minimum 8 characters')).toBeVisible();
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
});

test('an admin makes a passenger an admin from the user list', async ({ page, request }) => {
  const user = await registerPassenger(request, 'Nafisa Karim');
  await logIn(page, ADMIN);
  // The back office's menu is its sidebar (issue 35), reached from the navbar's Back office link.
  await nav(page).getByRole('link', { name: 'Back office' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'All User' }).click();
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row.getByText('Passenger')).toBeVisible();
  await row.getByRole('link', { name: 'Show Details' }).click();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('passenger', { exact: false }).first()).toBeVisible();
  await page.goBack();
  // The confirmation toast (two seconds) is watched for from before the click; the button it came from is gone by then.
  const confirmed = page.getByText('The user role was changed.').waitFor();
  await row.getByRole('button', { name: /Make Admin/ }).click();
  // It asks first, saying what the role gives (issue 35).
  await page.getByRole('dialog').getByRole('button', { name: 'Make Admin', exact: true }).click();
  await confirmed;
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Sorry! Wrong Route')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

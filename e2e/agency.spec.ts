import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import { fillContact, fillPassenger, onPaymentStep, passengerBlock } from './support/booking';
import { dayFromNow, pick, seedCatalogue, tag, tk } from './support/catalogue';
import { ADMIN } from './support/env';
import { waitForMail } from './support/mail';
import { uniqueEmail } from './support/users';

/**
 * Issue 32's journey: an admin creates a travel agency and deposits into its wallet; the invited agent sets a
 * password, books two passengers for a customer, pays from the wallet, prints the ticket naming the agency, then
 * cancels one passenger with the code the traveller was sent.
 */
test('an agency sells through its agent: deposit, booking paid from the wallet, ticket naming the agency, a cancellation with consent', async ({ page, request, login }) => {
  test.setTimeout(180_000);
  const t = tag();
  const from = `Dhaka ${t}`;
  const to = `Rajshahi ${t}`;
  const day = dayFromNow(20);
  const { packages, addFlight } = await seedCatalogue(
    request,
    [
      { name: from, kind: 'domestic' },
      { name: to, kind: 'domestic' },
    ],
    { silver: { refundable: true, changeFee: 0, refundFeeBefore24h: 0, refundFeeWithin24h: 0 } },
  );
  const flight = await addFlight(from, to, day, { silver: 5000, gold: 7000, platinum: 9000 });

  // The admin: a new agency, a deposit of 20,000 TK and an invited agent.
  await login(ADMIN);
  await page.goto('/agencies');
  const agencyName = `Sonar Bangla Travels ${t}`;
  const registration = `TA-${t}`;
  const create = page.getByRole('form', { name: 'New agency' });
  await create.getByLabel('Name').fill(agencyName);
  await create.getByLabel('Registration number').fill(registration);
  await create.getByLabel('Credit limit (BDT)').fill('0');
  await create.getByLabel('Commission (%)').fill('5');
  await create.getByRole('button', { name: 'Create agency' }).click();
  await page.getByRole('button', { name: agencyName, exact: true }).click();
  const deposit = page.getByRole('form', { name: `Deposit into ${agencyName}` });
  await deposit.getByLabel('Amount (BDT)').fill('20000');
  await deposit.getByLabel('Bank reference').fill(`DBBL-${t}`);
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  await expect(deposit.getByLabel('Bank reference')).toHaveValue('');
  const agentEmail = uniqueEmail('agent');
  const invite = page.getByRole('form', { name: `Invite an agent of ${agencyName}` });
  await invite.getByLabel('Name').fill('Farhana Akter');
  await invite.getByLabel('Email').fill(agentEmail);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByLabel('Email')).toHaveValue('');
  // A partner API key, shown once, listed by its first characters.
  const keys = page.getByRole('form', { name: `New API key of ${agencyName}` });
  await keys.getByLabel('Key name').fill('booking engine');
  await keys.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByTestId('new-api-key').textContent())!.trim();
  expect(secret.length).toBeGreaterThan(20);
  await expect(page.getByRole('row', { name: /booking engine/ }).getByText('live')).toBeVisible();
  await expect(page.getByTestId('statement-closing')).toHaveText(`Balance at the end of the period: ${tk(20000)}`);
  // A commission rule for a class this flight does not sell: saved, and the agency's 5 % still applies below.
  await page.getByRole('button', { name: 'Add a rule' }).click();
  await page.getByLabel('Rule 1 class').fill('Z');
  await page.getByLabel('Rule 1 percent').fill('9');
  await page.getByRole('button', { name: 'Save commission rules' }).click();
  await expect(page.getByText("The agency's commission rules were saved.")).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());

  // The agent sets a password from the invitation and signs in.
  const mail = await waitForMail(agentEmail);
  expect(mail.text).toContain(registration);
  const link = /https?:\/\/\S+\/change-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'the invitation carries a link to set a password').toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password').fill('agent-secret-123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login({ email: agentEmail, password: 'agent-secret-123', name: 'Farhana Akter' });

  // Two passengers of a customer, with their real names and the customer's contact.
  await page.goto('/');
  await page.getByLabel('From', { exact: true }).selectOption(from.toLowerCase());
  await page.getByLabel('To', { exact: true }).selectOption(to.toLowerCase());
  await page.getByLabel('Depart date').fill(day);
  await page.getByLabel('Travellers').selectOption({ label: 'Two' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await pick(page, flight.flightNumber, packages.silver);
  await page.getByRole('link', { name: 'Confirm Book' }).click();
  await expect(passengerBlock(page, 2)).toBeVisible();
  // The agent books for a customer: nothing of the agent's own is proposed as the traveller's.
  await expect(page.getByLabel('Contact e-mail')).toHaveValue('');
  await expect(passengerBlock(page, 1).getByLabel('First name')).toHaveValue('');
  await fillPassenger(page, 1, { title: 'Mr', firstName: 'Kamal', lastName: 'Uddin' });
  await fillPassenger(page, 2, { title: 'Mrs', firstName: 'Shirin', lastName: 'Uddin' });
  const customer = uniqueEmail('customer');
  await fillContact(page, { email: customer, phone: '+880 1712 345678' });
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const pnr = await onPaymentStep(page);

  // Paid from the wallet: ticketed at once; 10,000 TK less 5 % commission leaves 10,500 TK.
  await page.getByRole('button', { name: 'Pay from the agency wallet' }).click();
  await expect(page.getByText(`Booking ${pnr} is paid and its tickets are issued.`)).toBeVisible();
  await page.getByRole('link', { name: 'Show my ticket' }).click();
  const soldBy = `Sold by ${agencyName} (registration ${registration}), fare paid ${tk(10000)}`;
  await expect(page.getByTestId('ticket-sold-by').first()).toHaveText(soldBy);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('ticket-sold-by').first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/agency');
  await expect(page.getByText(tk(10500)).first()).toBeVisible();
  // The agency's bookings, paged and searched on the server: the passenger's surname finds the booking, a stranger's none.
  await expect(page.getByRole('navigation', { name: 'Pages of bookings' })).toContainText('Showing 1–1 of 1 bookings');
  await page.getByLabel('Search bookings').fill('Nobody-Such');
  await expect(page.getByText('No bookings match the search.')).toBeVisible();
  await page.getByLabel('Search bookings').fill('Uddin');
  await expect(page.getByRole('link', { name: pnr })).toBeVisible();

  // One passenger cancelled with the traveller's consent: the refund goes back to the wallet.
  await page.getByRole('link', { name: pnr }).click();
  await page.getByRole('button', { name: 'Cancel some passengers or flights' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Shirin Uddin/i).check();
  await dialog.getByRole('button', { name: 'See what comes back' }).click();
  await expect(dialog.getByTestId('partial-summary')).toContainText(tk(5000));
  const confirm = dialog.getByRole('button', { name: 'Cancel them' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('button', { name: 'Send the code to the traveller' }).click();
  const consent = await waitForMail(customer, 15_000, 'consent code');
  const code = /give them this code: (\d{6})/.exec(consent.text)?.[1];
  expect(code, 'the consent mail carries a 6-digit code').toBeTruthy();
  await dialog.getByLabel("The traveller's code").fill(code!);
  await confirm.click();
  await expect(dialog).toBeHidden();

  await page.goto('/agency');
  // The refund of the fare paid (4,750 TK after the commission kept) is back: 15,250 TK, the statement's last balance.
  await expect(page.getByText(tk(15250)).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Refund/ }).first()).toBeVisible();
  await expect(page.getByTestId('statement-closing')).toHaveText(`Balance at the end of the period: ${tk(15250)}`);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = fs.readFileSync((await (await saved).path())!, 'utf8');
  expect(csv.trim().split('\r\n').at(-1)).toMatch(/,closing,,,,,15250$/);
});

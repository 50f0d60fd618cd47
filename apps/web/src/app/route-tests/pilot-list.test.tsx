import { expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePilot } from '../../../../server/src/testing/factories';
import { renderRoute } from './render-route';
import { signedInAdmin } from './route-data';
import { routeServer } from './route-server';

const server = await routeServer();

test('the back office’s pilot list shows each pilot in a row, and a pilot deleted after the question is gone', async () => {
  const user = userEvent.setup();
  const kept = await makePilot(server.t, server.admin, 'Capt. Rahim Khan');
  const gone = await makePilot(server.t, server.admin, 'Capt. Selina Haque');
  signedInAdmin(server);

  await renderRoute(server.origin, '/pilotList');

  expect(await screen.findByRole('heading', { name: 'Pilot List' })).toBeTruthy();
  const row = (name: string) => screen.queryAllByRole('row').find((r) => within(r).queryByText(name));
  await waitFor(() => expect(row(kept.pilotName)).toBeTruthy());
  expect(within(row(kept.pilotName)!).getByRole('link', { name: `Update ${kept.pilotName}` }).getAttribute('href')).toBe(`/pilotUpdate/${kept._id}`);

  await user.click(within(row(gone.pilotName)!).getByRole('button', { name: `Delete ${gone.pilotName}` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to delete the pilot?')).toBeTruthy();
  expect(within(dialog).getByText(`If you once delete the pilot ${gone.pilotName} it's can't be recovered.`)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(row(gone.pilotName)).toBeUndefined());
  expect(row(kept.pilotName)).toBeTruthy();
});

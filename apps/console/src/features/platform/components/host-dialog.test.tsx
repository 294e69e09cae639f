import { errorTextsEn } from '@nearbite/api-client/errors.en';
import { answer, fakeApi } from '@nearbite/api-client/fake-api';
import {
  consolePickupPointRoutes,
  type PlatformPickupPointDto,
} from '@nearbite/contract/console-pickup-points';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import { platformTexts } from '../texts';
import { HostDialog } from './host-dialog';

const t = platformTexts.en;
const HOUR = 3_600_000;
const host: PlatformPickupPointDto = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  name: { en: 'Host · Union Square', zh: '自提点 · 联合广场' },
  fullAddress: '333 Post St, San Francisco, CA 94108',
  latitude: 37.7879,
  longitude: -122.4075,
  phoneNumber: '+14155550200',
  prepareMinutes: 45,
  pickupHours: Array.from({ length: 7 }, () => [[9 * HOUR, 21 * HOUR]]),
  status: 'active',
  stores: [
    { id: '3f2b8c1e-5a7d-4e90-9b61-2c4d8e7f1a03', name: { en: 'Golden Noodle Bar', zh: '金面馆' } },
    { id: '4a29aaba-0003-8000-8000-1e0000000000', name: { en: 'Lakeside Noodles', zh: '湖畔面馆' } },
  ],
};

const puts = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === 'PUT').map((request) => request.body);

describe('the pickup point dialog', () => {
  it('replaces the settings: the name, a store removed, taken out of service', async () => {
    const api = fakeApi([
      answer(consolePickupPointRoutes.updatePickupPoint, { ...host, status: 'inactive' }),
    ]);
    renderConsole(<HostDialog host={host} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: t.editHost }));
    expect(dialog.getByLabelText(t.hostPhone)).toHaveValue('415-555-0200');
    await userEvent.clear(dialog.getByLabelText(t.nameEn));
    await userEvent.type(dialog.getByLabelText(t.nameEn), 'Host · Post St');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Lakeside Noodles' }));
    await userEvent.click(dialog.getByRole('switch', { name: t.hostActive }));
    await userEvent.click(dialog.getByRole('button', { name: t.saveHost }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]).toEqual({
      name: { en: 'Host · Post St', zh: host.name.zh },
      fullAddress: host.fullAddress,
      latitude: host.latitude,
      longitude: host.longitude,
      phoneNumber: '4155550200',
      prepareMinutes: 45,
      pickupHours: host.pickupHours,
      status: 'inactive',
      businessIds: [host.stores[0]?.id],
    });
  });

  it("shows the server's refusal in the user's language", async () => {
    fakeApi([
      {
        route: consolePickupPointRoutes.updatePickupPoint,
        status: 400,
        body: { errType: 1, innerErrorType: 265, message: 'A linked store does not exist.' },
      },
    ]);
    renderConsole(<HostDialog host={host} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: t.editHost }));
    await userEvent.click(dialog.getByRole('button', { name: t.saveHost }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(errorTextsEn.errorA265 ?? 'A265');
  });
});

import { answer, fakeApi } from '@nearbite/api-client/fake-api';
import { consoleStoreOpeningRoutes } from '@nearbite/contract/console-platform';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import { openingTexts } from '../texts';
import { OpeningBar } from './opening-bar';

const t = openingTexts.en;
const businessId = '4a29aaba-0003-8000-8000-1e0000000000';
const owner = { role: 'owner' as const, isPlatformAdmin: false };

/** Another screen's save (the hours, an imported menu): a mutation that succeeds. */
function SaveButton() {
  const save = useMutation({ mutationFn: async () => 'saved' });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save hours
    </button>
  );
}

describe('the opening bar', () => {
  it('reads the gaps again when the owner saves something elsewhere, so a filled gap goes from the list', async () => {
    const api = fakeApi([
      answer(consoleStoreOpeningRoutes.opening, { status: 'offline', gaps: ['openHours', 'menu'] }),
    ]);
    renderConsole(
      <>
        <OpeningBar businessId={businessId} actor={owner} />
        <SaveButton />
      </>,
    );
    const bar = await screen.findByRole('region', { name: t.offline });
    await within(bar).findByText(`${t.needs} ${t.gapOpenHours} · ${t.gapMenu}`);

    // The hours are saved on the Store tab; the server now lacks only the menu.
    api.answer(answer(consoleStoreOpeningRoutes.opening, { status: 'offline', gaps: ['menu'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await within(bar).findByText(`${t.needs} ${t.gapMenu}`);
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path.endsWith('/opening'))).toHaveLength(2),
    );
  });
});

import { answer, fakeApi } from '@nearbite/api-client/fake-api';
import { type BoardSettingsDto, consoleBoardRoutes } from '@nearbite/contract/console-board';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../../test/render';
import { settingsTexts } from '../texts';
import { BoardSettings } from './board-settings';

const t = settingsTexts.en;
const businessId = '4a29aaba-0003-8000-8000-1e0000000000';
const settings: BoardSettingsDto = {
  autoAccept: false,
  autoAcceptMinutes: 20,
  busyExtraMinutes: 0,
  pausedUntil: null,
  pauseReason: null,
  autoPrint: false,
  ticketLanguage: 'en',
};

/** The board's settings button and panel against a fake server; answers the requests it made. */
async function openSettings(current: BoardSettingsDto, canEdit = true) {
  const api = fakeApi([
    answer(consoleBoardRoutes.settings, current),
    answer(consoleBoardRoutes.updateSettings, current),
  ]);
  renderConsole(<BoardSettings businessId={businessId} canEdit={canEdit} />);
  if (!canEdit) return { api, panel: null };
  await userEvent.click(await screen.findByRole('button', { name: t.open }));
  return { api, panel: await screen.findByRole('dialog', { name: t.title }) };
}

const updates = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === 'PUT').map((request) => request.body);

describe('the board settings', () => {
  it('saves only what changed: auto-accept with its minutes, busy mode, printing, the ticket language', async () => {
    const { api, panel } = await openSettings(settings);
    const view = within(panel as HTMLElement);
    const save = view.getByRole('button', { name: t.save });
    expect(save).toBeDisabled();
    expect(view.queryByLabelText(t.autoAcceptMinutes)).toBeNull();

    await userEvent.click(view.getByRole('switch', { name: new RegExp(t.autoAccept) }));
    await userEvent.selectOptions(view.getByLabelText(t.autoAcceptMinutes), '30');
    await userEvent.selectOptions(view.getByLabelText(t.busyMinutes), '10');
    await userEvent.click(view.getByRole('switch', { name: new RegExp(t.autoPrint) }));
    await userEvent.selectOptions(view.getByLabelText(t.ticketLanguage), 'zh');
    expect(save).toBeEnabled();
    await userEvent.click(save);

    await waitFor(() => expect(updates(api)).toHaveLength(1));
    expect(updates(api)[0]).toEqual({
      autoAccept: true,
      autoAcceptMinutes: 30,
      busyExtraMinutes: 10,
      autoPrint: true,
      ticketLanguage: 'zh',
    });
    expect(api.requests.at(-1)?.path).toBe(`/console/stores/${businessId}/board-settings`);
  });

  it('pauses new orders for the chosen time with a reason, and resumes a paused store', async () => {
    const { api, panel } = await openSettings(settings);
    const view = within(panel as HTMLElement);
    await userEvent.selectOptions(view.getByLabelText(t.pauseFor), '60');
    await userEvent.selectOptions(view.getByLabelText(t.pauseReason), 'kitchenIssue');
    await userEvent.click(view.getByRole('button', { name: t.pause }));
    await waitFor(() => expect(updates(api)).toEqual([{ pauseMinutes: 60, pauseReason: 'kitchenIssue' }]));
  });

  it('shows a paused store as paused, with a way to take orders again', async () => {
    const paused = { ...settings, pausedUntil: Date.now() + 30 * 60_000, pauseReason: 'tooBusy' as const };
    const { api, panel } = await openSettings(paused);
    const view = within(panel as HTMLElement);
    expect(view.getByText(/New orders are paused until .* Too busy/)).toBeInTheDocument();
    expect(view.queryByRole('button', { name: t.pause })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: t.resume }));
    await waitFor(() => expect(updates(api)).toEqual([{ pauseMinutes: 0 }]));
    expect(screen.getAllByText(/^Paused until /).length).toBeGreaterThan(0);
  });

  it('shows staff what is on, without the button to change it', async () => {
    await openSettings({ ...settings, autoAccept: true, busyExtraMinutes: 20 }, false);
    expect(await screen.findByText('Auto-accept 20 min')).toBeInTheDocument();
    expect(screen.getByText('Busy +20 min')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.open })).toBeNull();
  });
});

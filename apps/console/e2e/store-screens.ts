import { errorTextsEn } from '@nearbite/api-client/errors.en';
import { errorTextsZh } from '@nearbite/api-client/errors.zh';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, type RunningServer } from '../../web/e2e/harness';
import { appTexts } from '../src/app/app-texts';
import { apiKeysTexts } from '../src/features/api-keys/texts';
import { auditTexts } from '../src/features/audit/texts';
import { printersTexts } from '../src/features/printers/texts';
import { settingsTexts } from '../src/features/settings/texts';
import { staffTexts } from '../src/features/staff/texts';
import type { PlacedOrder } from './diner-order';

interface ScreensInput {
  page: Page;
  server: RunningServer;
  businessId: string;
  order: PlacedOrder;
  locale: 'en-US' | 'zh-CN';
  texts: 'en' | 'zh';
  shots: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/**
 * An owner's round of the store's other screens, each checked with axe and photographed: the board settings
 * (busy mode), a printer that is not there (the ticket's send answers A177, translated), the print view,
 * inviting and removing staff, an API key shown once, and the audit log of all of it.
 */
export async function storeScreensTest({
  page,
  server,
  businessId,
  order,
  locale,
  texts,
  shots,
}: ScreensInput) {
  const nav = appTexts[texts];
  const shot = (name: string) => page.screenshot({ path: `${shots}/${name}-${locale}.png` });

  // Settings: busy mode adds 10 minutes; the toolbar says so.
  const settings = settingsTexts[texts];
  await page.getByRole('button', { name: settings.open }).click();
  const panel = page.getByRole('dialog', { name: settings.title });
  await panel.getByLabel(settings.busyMinutes).selectOption('10');
  await expectAccessible(page);
  await shot('settings');
  await panel.getByRole('button', { name: settings.save }).click();
  await panel.waitFor({ state: 'hidden' });
  await page.getByText(settings.saved).waitFor();
  await page.getByText(fill(settings.summaryBusy, { minutes: 10 })).waitFor();

  // Printers: one that nobody listens for.
  const printers = printersTexts[texts];
  await page.getByRole('link', { name: nav.printers }).click();
  await page.getByRole('heading', { name: printers.title }).waitFor();
  await page.getByLabel(printers.name, { exact: true }).fill('Kitchen');
  await page.getByLabel(printers.host, { exact: true }).fill('127.0.0.1');
  await page.getByLabel(printers.port, { exact: true }).fill('9');
  await page.getByRole('button', { name: printers.add }).click();
  await page.getByRole('cell', { name: '127.0.0.1:9' }).waitFor();
  await expectAccessible(page);
  await shot('printers');

  // The print view prints itself once; sending to the printer that is not there says it is offline.
  const ticketPage = await page.context().newPage();
  await ticketPage.addInitScript(() => {
    const counter = window as unknown as { printed: number };
    counter.printed = 0;
    window.print = () => {
      counter.printed += 1;
    };
  });
  await ticketPage.goto(`${server.baseUrl}/console/stores/${businessId}/orders/${order.id}/ticket`);
  const ticket = ticketPage.getByRole('region', { name: printers.ticketTitle });
  await ticket.getByText(order.orderCode).first().waitFor();
  await ticketPage.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
  await ticketPage.getByRole('button', { name: printers.sendToPrinter }).click();
  const offline = (texts === 'en' ? errorTextsEn : errorTextsZh).errorA177 ?? '';
  await ticketPage.getByRole('alert').filter({ hasText: offline }).waitFor();
  await expectAccessible(ticketPage);
  await ticketPage.screenshot({ path: `${shots}/ticket-${locale}.png` });
  await ticketPage.emulateMedia({ media: 'print' });
  await ticketPage.screenshot({ path: `${shots}/ticket-print-${locale}.png` });
  const width = await ticket.evaluate((element) => element.getBoundingClientRect().width);
  // 80 mm at 96 dpi, give or take a pixel.
  expect(Math.round(width)).toBe(302);
  await ticketPage.close();

  // Staff: invite a phone as staff, then remove it.
  const staff = staffTexts[texts];
  await page.getByRole('link', { name: nav.staff }).click();
  await page.getByRole('heading', { name: staff.title, exact: true }).waitFor();
  await page.getByLabel(staff.invitePhone, { exact: true }).fill('4155559399');
  await page.getByRole('button', { name: staff.invite, exact: true }).click();
  const invited = page.getByRole('row').filter({ hasText: '415-555-9399' });
  await invited.getByText(staff.invited).waitFor();
  await expectAccessible(page);
  await shot('staff');
  await invited.getByRole('button', { name: fill(staff.revokeLabel, { phone: '415-555-9399' }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: staff.revoke, exact: true }).click();
  await invited.waitFor({ state: 'detached' });

  // API keys: the token once.
  const keys = apiKeysTexts[texts];
  await page.getByRole('link', { name: nav.apiKeys }).click();
  await page.getByRole('heading', { name: keys.title, exact: true }).waitFor();
  await page.getByLabel(keys.name, { exact: true }).fill('Till');
  await page.getByRole('button', { name: keys.create, exact: true }).click();
  const tokenDialog = page.getByRole('dialog', { name: keys.tokenTitle });
  const token = await tokenDialog.getByLabel(fill(keys.tokenLabel, { name: 'Till' })).inputValue();
  expect(token).toMatch(/^nbk_[A-Za-z0-9_-]{43}$/);
  await shot('api-key-token');
  await tokenDialog.getByRole('button', { name: keys.done }).click();
  await page.getByRole('cell', { name: `${token.slice(0, 12)}…` }).waitFor();
  await expectAccessible(page);
  await shot('api-keys');

  // The audit log has all of it.
  const audit = auditTexts[texts];
  await page.getByRole('link', { name: nav.audit }).click();
  await page.getByRole('heading', { name: audit.title, exact: true }).waitFor();
  for (const action of ['staff.invite', 'staff.revoke', 'apiKey.create', 'printer.add'] as const) {
    await page.getByRole('cell', { name: audit[action], exact: true }).first().waitFor();
  }
  await expectAccessible(page);
  await shot('audit');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot('audit-1024x768');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The demo page: how to play both sides, with the demo stores' owners.
  await page.goto(`${server.baseUrl}/console/demo`);
  await page.getByRole('cell', { name: '555-000-0000' }).waitFor();
  await expectAccessible(page);
  await shot('demo');
}

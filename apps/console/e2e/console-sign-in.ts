import type { Page } from 'playwright-core';
import { latestCode, type RunningServer } from '../../web/e2e/harness';
import type { signInTexts } from '../src/features/sign-in/texts';

/** Signs in on the console's sign-in screen with the code texted to the dev outbox. */
export async function signInOnConsole(
  page: Page,
  server: RunningServer,
  phone: string,
  t: (typeof signInTexts)['en'],
): Promise<void> {
  await page.getByRole('heading', { name: t.title }).waitFor();
  await page.getByLabel(t.phoneLabel, { exact: true }).fill(phone);
  const before = (await server.outbox(`+1${phone}`))[0]?.body.match(/\b(\d{4})\b/)?.[1];
  await page.getByRole('button', { name: t.sendCode, exact: true }).click();
  await page.getByRole('link', { name: t.readCode }).waitFor();
  await page.getByLabel(t.codeLabel, { exact: true }).fill(await latestCode(server, phone, before));
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

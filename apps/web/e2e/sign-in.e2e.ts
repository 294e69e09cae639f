import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  phoneContext,
  type RunningServer,
  screenshotDir,
  startServer,
} from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(
  page: Page,
  phone: string,
  texts: { signIn: string; phone: string; send: string; code: string },
) {
  await page.getByRole('button', { name: texts.signIn }).click();
  const dialog = page.getByRole('dialog', { name: texts.signIn });
  await dialog.waitFor();
  await dialog.getByLabel(texts.phone).fill(phone);
  // The field shows the number 3-3-4 with dashes.
  expect(await dialog.getByLabel(texts.phone).inputValue()).toBe(
    `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
  );
  const submit = dialog.getByRole('button', { name: texts.signIn });
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByRole('button', { name: texts.send }).click();
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    const [latest] = await server.outbox(`+1${phone}`);
    code = latest?.body.match(/\b(\d{4})\b/)?.[1];
    if (!code) await page.waitForTimeout(100);
  }
  if (!code) throw new Error('no code in the dev outbox');
  await dialog.getByLabel(texts.code).fill(code);
  expect(await submit.isDisabled()).toBe(false);
  await expectAccessible(page);
  await submit.click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('signing in through the login dialog', () => {
  it('signs in with the texted code, stays signed in after a reload, then logs out', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    await signIn(page, '4155550142', {
      signIn: 'Sign in',
      phone: 'Phone number',
      send: 'Send code',
      code: 'Verification code',
    });
    const menu = page.getByRole('button', { name: 'Account menu' });
    await menu.waitFor();
    await page.screenshot({ path: join(screenshotDir, 'signed-in-en.png') });

    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'nb_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    await page.reload();
    await menu.waitFor();

    await menu.click();
    await page.getByRole('dialog', { name: 'My account' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/apis/v1/user')).status);
    expect(me).toBe(401);
    await context.close();
  });

  it('keeps the resend countdown across a reload and ignores sends while it runs', async () => {
    const context = await phoneContext(browser, 'en-US');
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    const phone = '4155550177';
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Phone number').fill(phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const countdown = dialog.getByRole('button', { name: /Resend in \d+s/ });
    await countdown.waitFor();
    await countdown.click({ force: true });
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: /Resend in \d+s/ })
      .waitFor();
    expect(await server.outbox(`+1${phone}`)).toHaveLength(1);
    await context.close();
  });

  it.each([
    {
      locale: 'en-US' as const,
      phone: '4155550198',
      form: { signIn: 'Sign in', phone: 'Phone number', send: 'Send code', code: 'Verification code' },
      menu: 'Account menu',
      menuTitle: 'My account',
      messageSettings: 'Message settings',
      close: 'Close',
      clear: 'Clear all sessions',
      confirm: 'Sign out everywhere',
    },
    {
      locale: 'zh-CN' as const,
      phone: '4155550199',
      form: { signIn: '登录', phone: '手机号', send: '发送验证码', code: '验证码' },
      menu: '账户菜单',
      menuTitle: '我的账户',
      messageSettings: '消息设置',
      close: '关闭',
      clear: '清除所有会话',
      confirm: '全部退出',
    },
  ])('signs in and clears all sessions after confirming ($locale)', async (texts) => {
    const context = await phoneContext(browser, texts.locale);
    // Signed out again, the diner is a visitor the welcome gift would cover; not the subject here.
    await context.addInitScript(() => sessionStorage.setItem('welcomeGiftClosed', '1'));
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    await signIn(page, texts.phone, texts.form);
    // A new diner is offered the message settings after signing in; not the subject here.
    const settings = page.getByRole('dialog', { name: texts.messageSettings });
    await settings.getByRole('button', { name: texts.close, exact: true }).click();
    await settings.waitFor({ state: 'hidden' });
    // A copy of the cookie elsewhere shows the session ends on the server, not only in this browser.
    const other = await phoneContext(browser, texts.locale);
    await other.addCookies(await context.cookies());
    const otherPage = await other.newPage();
    await otherPage.goto(server.baseUrl);
    expect(await otherPage.evaluate(async () => (await fetch('/apis/v1/user')).status)).toBe(200);

    await page.getByRole('button', { name: texts.menu }).click();
    await page.getByRole('dialog', { name: texts.menuTitle }).waitFor();
    await page.screenshot({ path: join(screenshotDir, `account-menu-${texts.locale}.png`) });
    await page.getByRole('button', { name: texts.clear }).click();
    await page.getByRole('button', { name: texts.confirm }).click();
    await page.getByRole('button', { name: texts.form.signIn, exact: true }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/apis/v1/user')).status);
    expect(me).toBe(401);
    expect(await otherPage.evaluate(async () => (await fetch('/apis/v1/user')).status)).toBe(401);
    await other.close();
    await context.close();
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { en } from '../src/shared/i18n/en';
import { zh } from '../src/shared/i18n/zh';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface RunningServer {
  baseUrl: string;
  /** Sends SIGTERM and resolves with the exit code once the process is gone. */
  terminate(): Promise<number | null>;
  /** Messages the sandbox providers kept, newest first. */
  outbox(recipient: string): Promise<{ body: string }[]>;
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Starts the built server (`apps/server/dist/main.js`) on a free port with a fresh embedded database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nearbite-e2e-'));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // Another server already on a chosen port would answer the readiness check below in this one's place.
  if (env.PORT && !(await portIsFree(port))) throw new Error(`port ${port} is already in use`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    async outbox(recipient) {
      const response = await fetch(
        `${baseUrl}/apis/v1/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
      );
      return ((await response.json()) as { messages: { body: string }[] }).messages;
    },
    async terminate() {
      child.kill('SIGTERM');
      return exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      // A server stuck on its embedded database would hold the file's afterAll for good: kill it after the grace.
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killTimer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium; `extraArgs` adds switches such as `--host-resolver-rules`. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/** A phone-sized browser context in the given language. */
/**
 * A phone context for a visitor who already closed the welcome gift in this tab: for tests whose subject
 * is not the gift, which otherwise opens over home 2 s after it loads (later steps on a loaded machine
 * would click into its backdrop).
 */
export async function phoneContextWithoutGift(
  browser: Browser,
  locale: 'en-US' | 'zh-CN',
): Promise<BrowserContext> {
  const context = await phoneContext(browser, locale);
  await context.addInitScript(() => sessionStorage.setItem('welcomeGiftClosed', '1'));
  return context;
}

export async function phoneContext(browser: Browser, locale: 'en-US' | 'zh-CN'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    // Animations off, so axe never samples an element mid-fade.
    reducedMotion: 'reduce',
  });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.2 A and AA rules) on the page; throws on serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, so the page's CSP (script-src 'self') stays enforced.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations;
  });
  const blocking = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length > 0) {
    const details = blocking.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    throw new Error(`Accessibility violations on ${page.url()}:\n${details.join('\n')}`);
  }
}

/** Collects console errors and CSP violations so tests can assert the page ran cleanly. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const screenshotDir = join(repoRoot, 'test-results');

/** The newest 4-digit code texted to `phone` (10 digits) in the dev outbox, other than `previous`. */
export async function latestCode(server: RunningServer, phone: string, previous?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [latest] = await server.outbox(`+1${phone}`);
    const code = latest?.body.match(/\b(\d{4})\b/)?.[1];
    if (code && code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code in the dev outbox');
}

const sendTextTexts = {
  'en-US': { title: en.sendText.title, send: en.sendText.send, cancel: en.common.cancel },
  'zh-CN': { title: zh.sendText.title, send: zh.sendText.send, cancel: zh.common.cancel },
} as const;

/**
 * Answers the confirm-send-text dialog that opens after a Send code tap (000 section 2): Send texts
 * the code, Cancel texts nothing. Answers the dialog, for tests that look at it.
 */
export async function answerSendText(
  page: Page,
  locale: 'en-US' | 'zh-CN',
  answer: 'send' | 'cancel' = 'send',
): Promise<Locator> {
  const texts = sendTextTexts[locale];
  const dialog = page.getByRole('dialog', { name: texts.title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: texts[answer], exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  return dialog;
}

/**
 * Signs in through the open login dialog (or opens it from the header's Sign in button when
 * `openFromHeader`): phone, Send code, the confirm-send-text dialog, the code from the dev outbox.
 */
export async function signInThroughDialog(
  page: Page,
  server: RunningServer,
  phone: string,
  locale: 'en-US' | 'zh-CN',
  options: { openFromHeader?: boolean } = {},
): Promise<void> {
  const auth = locale === 'en-US' ? en.auth : zh.auth;
  if (options.openFromHeader) await page.getByRole('button', { name: auth.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: auth.dialogTitle });
  await dialog.waitFor();
  await dialog.getByLabel(auth.phoneLabel, { exact: true }).fill(phone);
  const before = (await server.outbox(`+1${phone}`))[0]?.body.match(/\b(\d{4})\b/)?.[1];
  await dialog.getByRole('button', { name: auth.sendCode }).click();
  await answerSendText(page, locale);
  await dialog.getByLabel(auth.codeLabel, { exact: true }).fill(await latestCode(server, phone, before));
  await dialog.getByRole('button', { name: auth.signIn, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The toast live region (a sibling of #root, so sheets never hide it from assistive technology). */
export function toastRegion(page: Page): Locator {
  return page.locator('#nb-toasts');
}

/**
 * Waits for a toast with all of `lines`, announced through the polite live region, and checks the
 * diner sees it: nothing (a sheet) covers its middle.
 */
export async function seeToast(page: Page, ...lines: string[]): Promise<Locator> {
  let toast = page.getByRole('status').locator('.nb-toast');
  for (const line of lines) toast = toast.filter({ hasText: line });
  await toast.waitFor();
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  if (!onTop) throw new Error(`the toast "${lines.join(' ')}" is covered`);
  return toast;
}

/** Waits until no toast is up (before a screenshot that should not show one). */
export async function toastsGone(page: Page): Promise<void> {
  await page.locator('#nb-toasts .nb-toast').waitFor({ state: 'detached' });
}

/** Union Square, the demo catalog's centre. */
export const UNION_SQUARE = {
  latitude: 37.788,
  longitude: -122.4075,
  address: 'Union Square, San Francisco, CA',
};

/** The id of a store of the demo catalog near Union Square, by its English name. */
export async function catalogStoreId(server: RunningServer, name: string): Promise<string> {
  const response = await fetch(
    `${server.baseUrl}/apis/v1/businesses?latitude=${UNION_SQUARE.latitude}&longitude=${UNION_SQUARE.longitude}&range=40&pageNumber=1&pageCapacity=100`,
  );
  const page = (await response.json()) as { businesses: { id: string; name: string }[] };
  const store = page.businesses.find((business) => business.name === name);
  if (!store) throw new Error(`no store ${name} in the demo catalog`);
  return store.id;
}

/** Sends JSON from the page (same origin, with its session cookie); throws on an answer other than 200. */
export async function sendJson(
  page: Page,
  method: string,
  path: string,
  body: unknown = {},
): Promise<unknown> {
  const outcome = await page.evaluate(
    async (request) => {
      const response = await fetch(`/apis/v1${request.path}`, {
        method: request.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request.body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
  if (outcome.status !== 200) throw new Error(`${method} ${path} answered ${JSON.stringify(outcome)}`);
  return outcome.body;
}

/**
 * Signs the page's diner in through the API (the code read from the dev outbox), as the app remembers a
 * signed-in diner; the app's screens see it after the next load. Answers the user id.
 */
export async function signInByApi(page: Page, server: RunningServer, phone: string): Promise<string> {
  await sendJson(page, 'POST', '/phoneVerification', { internationalCode: '1', phoneNumber: phone });
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    const [latest] = await server.outbox(`+1${phone}`);
    code = latest?.body.match(/\b(\d{4})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error('no code in the dev outbox');
  const user = (await sendJson(page, 'POST', '/login', {
    fullPhoneNumber: `+1${phone}`,
    verificationCode: code,
    keepCredentials: true,
  })) as { id: string };
  await page.evaluate(() => localStorage.setItem('signedIn', '1'));
  return user.id;
}

/** A phone context in `locale` at Union Square with the welcome gift already closed, signed out. */
export async function dinerContext(browser: Browser, locale: 'en-US' | 'zh-CN'): Promise<BrowserContext> {
  const context = await phoneContextWithoutGift(browser, locale);
  await context.addInitScript((here) => {
    sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
  }, UNION_SQUARE);
  return context;
}

/** A phone page in `locale` for a diner signed in through the API. Answers the page and the user id. */
export async function signedInDiner(
  browser: Browser,
  server: RunningServer,
  locale: 'en-US' | 'zh-CN',
  phone: string,
): Promise<{ page: Page; userId: string }> {
  const page = await (await dinerContext(browser, locale)).newPage();
  await page.goto(`${server.baseUrl}/fail`);
  const userId = await signInByApi(page, server, phone);
  return { page, userId };
}

/** Gives a diner points at a store through the merchant API (the server needs OPERATOR_TOKEN). */
export async function grantPoints(
  server: RunningServer,
  operatorToken: string,
  target: { businessId: string; userId: string },
  points: number,
): Promise<number> {
  const response = await fetch(
    `${server.baseUrl}/apis/v1/merchant/businesses/${target.businessId}/users/${target.userId}/points`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        changeType: 'businessReward',
        points,
        reference: `e2e-${target.userId}-${points}-${Date.now()}`,
      }),
    },
  );
  const body = (await response.json()) as { curPoints: number };
  if (response.status !== 200) throw new Error(`points answered ${response.status}: ${JSON.stringify(body)}`);
  return body.curPoints;
}

/** A place the diner is, or an address they saved. */
export interface Place {
  latitude: number;
  longitude: number;
  address: string;
}

export interface DinerOptions {
  /** Ten digits; one per test, as the sign-in code caps count per phone. */
  phone: string;
  /** The diner's chosen location (session storage), or none. */
  location: Place | null;
  /** Claims the welcome gift (a $5, a 15 % and a free-delivery coupon). */
  welcomeGift?: boolean;
  /** Delivery addresses to save, none marked default. */
  addresses?: Place[];
}

/**
 * A diner signed in through the API in `page` (the cookie lands in the browser), with the welcome gift
 * and saved addresses when asked; the welcome gift's popup stays closed.
 */
export async function signInDiner(server: RunningServer, page: Page, options: DinerOptions): Promise<void> {
  await page.goto(`${server.baseUrl}/fail`);
  await page.evaluate(async (number) => {
    await fetch('/apis/v1/phoneVerification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ internationalCode: '1', phoneNumber: number }),
    });
  }, options.phone);
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    const [latest] = await server.outbox(`+1${options.phone}`);
    code = latest?.body.match(/\b(\d{4})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error('no code in the dev outbox');
  await page.evaluate(
    async ({ number, verificationCode, location, welcomeGift, addresses }) => {
      const json = { 'content-type': 'application/json' };
      const login = await fetch('/apis/v1/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true }),
      });
      if (!login.ok) throw new Error(`login answered ${login.status}`);
      if (welcomeGift) {
        const gift = await fetch('/apis/v1/user/redemption/newUserPackage', {
          method: 'POST',
          headers: json,
          body: '{}',
        });
        if (!gift.ok) throw new Error(`the welcome gift answered ${gift.status}`);
      }
      for (const place of addresses) {
        const saved = await fetch('/apis/v1/user/addresses', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            userName: 'Ada Lovelace',
            phoneNumber: number,
            fullAddress: place.address,
            location: { coordinates: [place.longitude, place.latitude] },
            deliveryType: 2,
            isDefault: false,
          }),
        });
        if (!saved.ok) throw new Error(`the address answered ${saved.status}`);
      }
      localStorage.setItem('signedIn', '1');
      sessionStorage.setItem('welcomeGiftClosed', '1');
      if (location) sessionStorage.setItem('location', JSON.stringify({ ...location, manuallySet: true }));
    },
    {
      number: options.phone,
      verificationCode: code,
      location: options.location,
      welcomeGift: options.welcomeGift ?? false,
      addresses: options.addresses ?? [],
    },
  );
}

/**
 * Checkout's items-for-points block. Its name is its title and the balance; in Chinese the
 * coupons-for-points block's title (积分兑换优惠券) starts with this one's (积分兑换), so the name
 * must not go on into it.
 */
export function itemsForPointsRegion(sheet: Locator, title: string, couponsTitle: string): Locator {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const notCoupons = couponsTitle.startsWith(title) ? `(?!${literal(couponsTitle.slice(title.length))})` : '';
  return sheet.getByRole('region', { name: new RegExp(`^${literal(title)}${notCoupons}`) });
}

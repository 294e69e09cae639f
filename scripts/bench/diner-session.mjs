// A signed-in diner with an unpaid order, for the bench's Lighthouse runs of the screens a first visit
// only sees signed in (/orders, /order/info, /payment, /integral/mine). Made as the end-to-end tests
// make theirs (apps/web/e2e): the code read from the dev outbox (demo mode), the order placed through
// the app itself in a browser of its own, so the Lighthouse browser starts with empty caches.
//
//   const diner = await dinerSession({ baseUrl, chromiumPath });
//   // diner.cookies: the session cookie; diner.localStorage: the app's "signed in" hint;
//   // diner.orderId: an unpaid pickup order (its /payment and /order/info screens)
import { chromium } from 'playwright-core';

/** Union Square, the demo catalog's centre. */
const HERE = { latitude: 37.788, longitude: -122.4075, address: 'Union Square, San Francisco, CA' };
/** A store of the demo catalog (seed 1) with quick items, open around the clock, that offers pickup. */
const STORE = 'Sugar Cloud Tea & Dessert';

async function getJson(baseUrl, path) {
  const response = await fetch(`${baseUrl}/apis/v1${path}`, { headers: { 'accept-language': 'en-US' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The store's id and one item without options that can be ordered alone. */
async function storeAndItem(baseUrl) {
  const page = await getJson(
    baseUrl,
    `/businesses?latitude=${HERE.latitude}&longitude=${HERE.longitude}&range=40&pageNumber=1&pageCapacity=100`,
  );
  const store = page.businesses.find((business) => business.name === STORE);
  if (!store) throw new Error(`no store ${STORE} in the demo catalog`);
  const menu = await getJson(baseUrl, `/businesses/${store.id}/timedMenuDetail`);
  const item = menu.commodityCategories
    .flatMap((category) => category.commodities)
    .find(
      (candidate) =>
        !candidate.hasOptions &&
        !candidate.soldOut &&
        candidate.timedMenuId === 'allDay' &&
        candidate.minBuyNumber === 1,
    );
  if (!item) throw new Error(`no quick item at ${STORE}`);
  return { businessId: store.id, item };
}

async function latestCode(baseUrl, phone) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { messages } = await getJson(baseUrl, `/dev/outbox?recipient=${encodeURIComponent(`+1${phone}`)}`);
    const code = messages[0]?.body.match(/\b(\d{4})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no sign-in code in the dev outbox');
}

/**
 * Signs a new diner in (phone `phone`, ten digits, a random one by default: a code may be resent to a
 * phone only after 60 s) and places one pickup order through the app.
 * Answers `{ cookies, localStorage, sessionStorage, orderId }` for `benchLighthouse`'s `session`.
 */
export async function dinerSession({
  baseUrl,
  chromiumPath = '/usr/bin/chromium',
  phone = `4155${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
}) {
  const { businessId, item } = await storeAndItem(baseUrl);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    await context.addInitScript((here) => {
      sessionStorage.setItem('welcomeGiftClosed', '1');
      sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
    }, HERE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/fail`);
    const json = { 'content-type': 'application/json' };
    await page.evaluate(
      async ({ number, headers }) => {
        const sent = await fetch('/apis/v1/phoneVerification', {
          method: 'POST',
          headers,
          body: JSON.stringify({ internationalCode: '1', phoneNumber: number }),
        });
        if (!sent.ok) throw new Error(`phoneVerification answered ${sent.status}`);
      },
      { number: phone, headers: json },
    );
    const code = await latestCode(baseUrl, phone);
    await page.evaluate(
      async ({ number, verificationCode, headers }) => {
        const login = await fetch('/apis/v1/login', {
          method: 'POST',
          headers,
          body: JSON.stringify({ fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true }),
        });
        if (!login.ok) throw new Error(`login answered ${login.status}`);
        localStorage.setItem('signedIn', '1');
      },
      { number: phone, verificationCode: code, headers: json },
    );
    await page.goto(`${baseUrl}/post/detail?businessId=${businessId}`);
    await page.getByRole('button', { name: `Add ${item.name}`, exact: true }).click();
    await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Checkout', exact: true });
    await sheet.getByTestId('checkout-total').waitFor();
    await sheet.getByRole('button', { name: 'Pickup', exact: true }).click();
    await sheet.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/payment\?orderId=/, { timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get('orderId');
    if (!orderId) throw new Error('checkout did not open the payment screen');
    const cookies = (await context.cookies()).map(
      ({ name, value, domain, path, httpOnly, secure, sameSite, expires }) => ({
        name,
        value,
        domain,
        path,
        httpOnly,
        secure,
        sameSite,
        expires,
      }),
    );
    return {
      cookies,
      localStorage: { signedIn: '1' },
      sessionStorage: { welcomeGiftClosed: '1' },
      orderId,
    };
  } finally {
    await browser.close();
  }
}

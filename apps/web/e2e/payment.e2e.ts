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
  toastsGone,
  watchConsole,
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

/** Union Square, the demo catalog's centre. */
const HERE = { latitude: 37.788, longitude: -122.4075, address: 'Union Square, San Francisco, CA' };
/** A demo store (seed 1) with a pickup counter that takes orders at any hour. */
const STORE = 'Sugar Cloud Tea & Dessert';

const languages = [
  {
    locale: 'en-US' as const,
    phone: '4155550811',
    add: (name: string) => `Add ${name}`,
    cartOpen: 'Open cart, 1 item',
    checkout: 'Checkout',
    checkoutTitle: 'Checkout',
    pickup: 'Pickup',
    placeOrder: 'Place order',
    cardListTitle: 'My cards',
    cardEditTitle: 'Add a card',
    paymentTitle: 'Payment',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'CVC',
    zip: 'ZIP code',
    firstName: 'First name',
    lastName: 'Last name',
    addCard: 'Add card',
    addCardLink: 'Add a card',
    cardFailedTitle: "The card wasn't added",
    confirm: 'Confirm',
    cardAdded: 'Card added',
    card: (last4: string) => `Visa •••• ${last4}`,
    default: 'Default',
    walletUnsupported: 'Not available on this device',
    pay: /^Pay \$/,
    paid: 'Payment successful',
    failedTitle: 'Payment failed',
    declined: 'Your card was declined. Please try another payment method.',
    ok: 'OK',
    authTitle: 'Confirm this payment',
    authComplete: 'Complete authentication',
    empty: "You haven't saved a card yet.",
    deleteTitle: 'Delete this card?',
    delete: 'Delete',
    setDefault: 'Set as default',
  },
  {
    locale: 'zh-CN' as const,
    phone: '4155550822',
    add: (name: string) => `添加${name}`,
    cartOpen: '打开购物车，共1件',
    checkout: '去结算',
    checkoutTitle: '结算',
    pickup: '自取',
    placeOrder: '提交订单',
    cardListTitle: '我的银行卡',
    cardEditTitle: '添加银行卡',
    paymentTitle: '支付',
    number: '卡号',
    expiry: '有效期',
    cvc: '安全码',
    zip: '邮政编码',
    firstName: '名',
    lastName: '姓',
    addCard: '添加银行卡',
    addCardLink: '添加银行卡',
    cardFailedTitle: '银行卡未添加',
    confirm: '确定',
    cardAdded: '银行卡已添加',
    card: (last4: string) => `Visa •••• ${last4}`,
    default: '默认',
    walletUnsupported: '此设备不支持',
    pay: /^支付\$/,
    paid: '支付成功',
    failedTitle: '支付失败',
    declined: '银行卡被拒绝，请尝试其他支付方式。',
    ok: '确定',
    authTitle: '确认此笔支付',
    authComplete: '完成验证',
    empty: '您还没有保存银行卡。',
    deleteTitle: '删除这张卡？',
    delete: '删除',
    setDefault: '设为默认',
  },
];
type Texts = (typeof languages)[number];

async function api<T>(path: string, language = 'en-US'): Promise<T> {
  const response = await fetch(`${server.baseUrl}/apis/v1${path}`, {
    headers: { 'accept-language': language },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface MenuItem {
  id: string;
  name: string;
  price: number;
  hasOptions: boolean;
  soldOut: boolean;
  minBuyNumber: number;
  timedMenuId: string;
}

/** The store and an all-day item one tap adds, named in the page's language. */
async function storeAndItem(texts: Texts): Promise<{ businessId: string; item: MenuItem }> {
  const page = await api<{ businesses: { id: string; name: string }[] }>(
    `/businesses?latitude=${HERE.latitude}&longitude=${HERE.longitude}&range=40&pageNumber=1&pageCapacity=100`,
  );
  const store = page.businesses.find((business) => business.name === STORE);
  if (!store) throw new Error(`no store ${STORE} in the demo catalog`);
  const menu = await api<{ commodityCategories: { commodities: MenuItem[] }[] }>(
    `/businesses/${store.id}/timedMenuDetail`,
    texts.locale,
  );
  const item = menu.commodityCategories
    .flatMap((category) => category.commodities)
    .find(
      (candidate) =>
        !candidate.hasOptions &&
        !candidate.soldOut &&
        candidate.timedMenuId === 'allDay' &&
        candidate.minBuyNumber === 1 &&
        candidate.price < 2000,
    );
  if (!item) throw new Error('no quick item');
  return { businessId: store.id, item };
}

async function latestCode(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [latest] = await server.outbox(`+1${phone}`);
    const code = latest?.body.match(/\b(\d{4})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code in the dev outbox');
}

/** A diner at Union Square, signed in through the API in the page (the cookie lands in the browser). */
async function signedInPage(texts: Texts): Promise<Page> {
  const context = await phoneContext(browser, texts.locale);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/fail`);
  await page.evaluate(async (number) => {
    await fetch('/apis/v1/phoneVerification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ internationalCode: '1', phoneNumber: number }),
    });
  }, texts.phone);
  const code = await latestCode(texts.phone);
  await page.evaluate(
    async ({ number, verificationCode, here }) => {
      const login = await fetch('/apis/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullPhoneNumber: `+1${number}`, verificationCode, keepCredentials: true }),
      });
      if (!login.ok) throw new Error(`login answered ${login.status}`);
      localStorage.setItem('signedIn', '1');
      sessionStorage.setItem('location', JSON.stringify({ ...here, manuallySet: true }));
    },
    { number: texts.phone, verificationCode: code, here: HERE },
  );
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(`${server.baseUrl}${path}`);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
}

/** Orders one item for pickup as soon as possible and follows checkout to /payment; the order's id. */
async function placeOrder(page: Page, texts: Texts): Promise<string> {
  const { businessId, item } = await storeAndItem(texts);
  await open(page, `/post/detail?businessId=${businessId}`);
  await page.getByRole('button', { name: texts.add(item.name), exact: true }).click();
  await page.getByRole('button', { name: texts.cartOpen }).waitFor();
  await page.getByRole('button', { name: texts.checkout, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: texts.checkoutTitle, exact: true });
  await sheet.getByTestId('checkout-total').waitFor();
  await sheet.getByRole('button', { name: texts.pickup, exact: true }).click();
  await sheet.getByRole('button', { name: texts.placeOrder }).click();
  await page.waitForURL(/\/payment\?orderId=/);
  await page.getByRole('heading', { name: texts.paymentTitle }).waitFor();
  await page.getByTestId('payment-total').waitFor();
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/** The order as the diner's API sees it. */
function orderStatus(page: Page, orderId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/apis/v1/orders/${id}`);
    return ((await response.json()) as { orderStatus: string }).orderStatus;
  }, orderId);
}

/** Fills the add-card form (on /card/edit) and submits it. */
async function addCard(page: Page, texts: Texts, number: string, shot?: string) {
  await page.getByRole('heading', { name: texts.cardEditTitle }).waitFor();
  const submit = page.getByRole('button', { name: texts.addCard, exact: true });
  expect(await submit.isDisabled()).toBe(true);
  const numberField = page.getByLabel(texts.number, { exact: true });
  await numberField.fill(number.replace(/\s/g, ''));
  expect(await numberField.inputValue()).toBe(number.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1-'));
  await page.getByRole('button', { name: new RegExp(`^${texts.expiry}`) }).click();
  const picker = page.locator('.adm-picker');
  await picker.getByText('2030', { exact: true }).dispatchEvent('click');
  if (shot) await page.screenshot({ path: join(screenshotDir, `card-edit-expiry-${texts.locale}.png`) });
  await picker
    .getByRole('button', { name: texts.confirm })
    .or(picker.getByText(texts.confirm, { exact: true }))
    .first()
    .click();
  await page.getByRole('button', { name: new RegExp(`^${texts.expiry}.*/2030$`) }).waitFor();
  await page.getByLabel(texts.cvc, { exact: true }).fill('12345');
  expect(await page.getByLabel(texts.cvc, { exact: true }).inputValue()).toBe('1234');
  await page.getByLabel(texts.zip, { exact: true }).fill('94108');
  await page.getByLabel(texts.firstName, { exact: true }).fill('Ada');
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel(texts.lastName, { exact: true }).fill('Lovelace');
  expect(await submit.isDisabled()).toBe(false);
  if (shot) {
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `card-edit-${texts.locale}.png`) });
    // A Visa's CVC has 3 digits: the processor refuses 4, and its message is shown.
    await submit.click();
    const failure = page.getByRole('dialog').filter({ hasText: texts.cardFailedTitle });
    await failure.getByText("Your card's security code is invalid.").waitFor();
    await page.screenshot({ path: join(screenshotDir, `card-edit-failed-${texts.locale}.png`) });
    await failure.getByRole('button', { name: texts.confirm }).click();
    await failure.waitFor({ state: 'detached' });
  }
  await page.getByLabel(texts.cvc, { exact: true }).fill('123');
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/user/creditCards') && request.method() === 'POST',
  );
  await submit.click();
  const body = (await sent).postData() ?? '';
  // Our API sees the payment method id and the masked number, never the number or the CVC.
  expect(body).not.toContain(number.replace(/\s/g, ''));
  expect(Object.keys(JSON.parse(body)).sort()).toEqual([
    'cardNumber',
    'expirationDate',
    'firstName',
    'lastName',
    'platform',
    'postalCode',
    'token',
  ]);
  expect(JSON.parse(body)).toMatchObject({
    cardNumber: `****-****-****-${number.slice(-4)}`,
    expirationDate: expect.stringMatching(/^\d\d\/2030$/),
    token: expect.stringMatching(/^pm_/),
  });
  await page.getByText(texts.cardAdded).waitFor();
}

describe.each(languages)('cards and payment ($locale)', (texts) => {
  it('adds a card, pays with it, shows a declined card, and pays after the bank’s authentication', async () => {
    const page = await signedInPage(texts);
    const errors = watchConsole(page);

    // No card yet.
    await open(page, '/card/list');
    await page.getByRole('heading', { name: texts.cardListTitle }).waitFor();
    await page.getByText(texts.empty).waitFor();
    await page.screenshot({ path: join(screenshotDir, `card-list-empty-${texts.locale}.png`) });

    // 4242 is added and shown as the default card; opened directly, the form comes back to the list.
    await open(page, '/card/edit');
    await addCard(page, texts, '4242 4242 4242 4242', 'form');
    await page.waitForURL(/\/card\/list$/, { timeout: 10_000 });
    const list = page.getByRole('list');
    await list.getByText(texts.card('4242')).waitFor();
    await list.getByText(texts.default, { exact: true }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `card-list-${texts.locale}.png`) });

    // The first order is paid with the default card and the diner lands on the order.
    const first = await placeOrder(page, texts);
    const defaultCard = page.getByRole('radio', { name: new RegExp(texts.card('4242')) });
    expect(await defaultCard.isChecked()).toBe(true);
    await page.getByTestId('wallet-state').getByText(texts.walletUnsupported).waitFor();
    expect(await page.getByRole('timer').innerText()).toMatch(/^1[45]:\d\d$/);
    await expectAccessible(page);
    await toastsGone(page);
    await page.screenshot({ path: join(screenshotDir, `payment-${texts.locale}.png`), fullPage: true });
    await page.getByRole('button', { name: texts.pay }).click();
    await page.getByText(texts.paid).waitFor();
    await page.waitForURL(`${server.baseUrl}/order/info?orderId=${first}`);
    expect(await orderStatus(page, first)).not.toMatch(/^(received|partiallyPaid|cancelled)$/);

    // A second order: 0002 is added from the payment screen, which it comes back to; the charge is declined.
    const second = await placeOrder(page, texts);
    await page.getByRole('link', { name: texts.addCardLink }).click();
    await page.waitForURL(/\/card\/edit\?from=payment&orderId=/);
    await addCard(page, texts, '4000 0000 0000 0002');
    await page.waitForURL(`${server.baseUrl}/payment?orderId=${second}`, { timeout: 10_000 });
    await page.getByRole('radio', { name: new RegExp(texts.card('0002')) }).check();
    await page.getByRole('button', { name: texts.pay }).click();
    const failure = page.getByRole('dialog').filter({ hasText: texts.failedTitle });
    await failure.getByText(texts.declined).waitFor();
    await failure.getByText(/C1/).waitFor();
    await page.screenshot({ path: join(screenshotDir, `payment-declined-${texts.locale}.png`) });
    await failure.getByRole('button', { name: texts.ok }).click();
    expect(await orderStatus(page, second)).toBe('received');
    // Going back from payment leads to the order, not to the store.
    await page.goBack();
    await page.waitForURL(`${server.baseUrl}/order/info?orderId=${second}`);

    // A third order: 3184 asks for authentication; completing it pays the order.
    const third = await placeOrder(page, texts);
    await page.getByRole('link', { name: texts.addCardLink }).click();
    await addCard(page, texts, '4000 0027 6000 3184');
    await page.waitForURL(`${server.baseUrl}/payment?orderId=${third}`, { timeout: 10_000 });
    await page.getByRole('radio', { name: new RegExp(texts.card('3184')) }).check();
    await page.getByRole('button', { name: texts.pay }).click();
    const authentication = page.getByRole('dialog').filter({ hasText: texts.authTitle });
    await authentication.getByRole('button', { name: texts.authComplete }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `payment-authentication-${texts.locale}.png`) });
    await authentication.getByRole('button', { name: texts.authComplete }).click();
    await page.getByText(texts.paid).waitFor();
    await page.waitForURL(`${server.baseUrl}/order/info?orderId=${third}`);
    expect(await orderStatus(page, third)).not.toMatch(/^(received|partiallyPaid|cancelled)$/);

    // The list: the newest card is the default; another can be made default, and one deleted.
    await open(page, '/card/list');
    const cards = page.getByRole('list');
    await cards.getByRole('listitem').nth(2).waitFor();
    const row = (last4: string) => cards.getByRole('listitem').filter({ hasText: texts.card(last4) });
    await row('4242').getByRole('button', { name: texts.setDefault, exact: true }).click();
    await cards.getByRole('listitem').first().getByText(texts.card('4242')).waitFor();
    expect(await cards.getByRole('listitem').first().getByText(texts.default, { exact: true }).count()).toBe(
      1,
    );
    await row('0002').getByRole('button', { name: texts.delete, exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: texts.deleteTitle });
    await expectAccessible(page);
    await page.screenshot({ path: join(screenshotDir, `card-list-delete-${texts.locale}.png`) });
    await confirm.getByRole('button', { name: texts.delete, exact: true }).click();
    await cards.getByText(texts.card('0002')).waitFor({ state: 'detached' });
    expect(await cards.getByRole('listitem').count()).toBe(2);
    await page.screenshot({ path: join(screenshotDir, `card-list-cards-${texts.locale}.png`) });

    expect(errors.filter((error) => !/status of 402/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('shows O1 and calls nothing without an order id', async () => {
    const context = await phoneContext(browser, texts.locale);
    const page = await context.newPage();
    const orderCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/apis\/v1\/orders\//.test(request.url())) orderCalls.push(request.url());
    });
    await open(page, '/payment');
    await page.getByText(/O1/).waitFor();
    await page.getByRole('heading', { name: texts.paymentTitle }).waitFor();
    expect(orderCalls).toEqual([]);
    await context.close();
  });
});

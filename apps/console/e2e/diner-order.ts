import type { Page, Response } from 'playwright-core';
import type { RunningServer } from '../../web/e2e/harness';
import { textsEn } from '../../web/e2e/texts';

/**
 * A diner's side of the console's tests: a paid pickup order placed through the diner app (priced by its own
 * cart, as a diner's would be) and paid with the sandbox's test card through the API.
 */

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

interface MenuItem {
  id: string;
  name: string;
  price: number;
  hasOptions: boolean;
  soldOut: boolean;
  minBuyNumber: number;
  timedMenuId: string;
}

async function menuItems(server: RunningServer, businessId: string, language: string): Promise<MenuItem[]> {
  const response = await fetch(`${server.baseUrl}/apis/v1/businesses/${businessId}/timedMenuDetail`, {
    headers: { 'accept-language': language },
  });
  const menu = (await response.json()) as { commodityCategories: { commodities: MenuItem[] }[] };
  return menu.commodityCategories.flatMap((category) => category.commodities);
}

/** An all-day item of the store that one tap adds (no options), with its English and Chinese names. */
async function quickItem(
  server: RunningServer,
  businessId: string,
  skip: number,
): Promise<MenuItem & { zhName: string }> {
  const [english, chinese] = await Promise.all([
    menuItems(server, businessId, 'en-US'),
    menuItems(server, businessId, 'zh-CN'),
  ]);
  const items = english.filter(
    (item) => !item.hasOptions && !item.soldOut && item.timedMenuId === 'allDay' && item.minBuyNumber === 1,
  );
  const item = items[skip % Math.max(1, items.length)];
  if (!item) throw new Error('no quick item');
  return { ...item, zhName: chinese.find((candidate) => candidate.id === item.id)?.name ?? item.name };
}

export interface PlacedOrder {
  id: string;
  orderCode: string;
  totalPrice: number;
  /** The item's name in English and Chinese (the board shows it in the console's language). */
  itemName: { en: string; zh: string };
}

/** Checks out one item for pickup as soon as possible in the diner app; the order is placed, not yet paid. */
export async function placePickupOrder(
  page: Page,
  server: RunningServer,
  businessId: string,
  skip = 0,
): Promise<PlacedOrder> {
  const item = await quickItem(server, businessId, skip);
  await page.goto(`${server.baseUrl}/post/detail?businessId=${businessId}`);
  await page.locator('.nb-splash').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: fill(textsEn.store.add, { name: item.name }), exact: true }).click();
  await page.getByRole('button', { name: textsEn.cart.checkout, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: textsEn.checkout.title });
  await sheet.getByTestId('checkout-total').waitFor();
  await sheet.getByRole('button', { name: textsEn.store.diningType.pickup, exact: true }).click();
  await sheet.getByText(textsEn.checkout.time.asap).first().waitFor();
  const posted = page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' && /\/businesses\/[^/]+\/orders$/.test(response.url()),
  );
  await sheet.getByRole('button', { name: textsEn.checkout.submit.button }).click();
  const response = await posted;
  const body = (await response.json()) as { orders: { id: string; orderCode: string; totalPrice: number }[] };
  const [order] = body.orders;
  if (response.status() !== 200 || !order) throw new Error(`the order answered ${JSON.stringify(body)}`);
  await page.waitForURL(/\/payment\?orderId=/);
  return {
    id: order.id,
    orderCode: order.orderCode,
    totalPrice: order.totalPrice,
    itemName: { en: item.name, zh: item.zhName },
  };
}

/**
 * Pays the order with the sandbox's 4242 card through the API, as the payment screen would: a payment method
 * at the processor, the card saved, then the payment.
 */
export async function payOrder(page: Page, order: PlacedOrder): Promise<void> {
  const outcome = await page.evaluate(
    async ({ id, amount }) => {
      const json = { 'content-type': 'application/json' };
      const config = (await (await fetch('/apis/v1/configs/cardProcessor')).json()) as {
        paymentMethodsUrl: string;
        publishableKey: string;
      };
      const method = (await (
        await fetch(config.paymentMethodsUrl, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.publishableKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            type: 'card',
            'card[number]': '4242424242424242',
            'card[exp_month]': '12',
            'card[exp_year]': '2030',
            'card[cvc]': '123',
          }),
          credentials: 'omit',
        })
      ).json()) as { id: string };
      const cards = (await (await fetch('/apis/v1/user/creditCards')).json()) as { cards: { id: string }[] };
      let cardId = cards.cards[0]?.id;
      if (!cardId) {
        const saved = await fetch('/apis/v1/user/creditCards', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            cardNumber: '****-****-****-4242',
            expirationDate: '12/2030',
            firstName: 'Ada',
            lastName: 'Lovelace',
            token: method.id,
            postalCode: '94108',
            platform: 'sandbox',
          }),
        });
        cardId = ((await saved.json()) as { id: string }).id;
      }
      const paid = await fetch(`/apis/v1/orders/${id}/payment`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          amountUSD: amount,
          paymentProfileId: cardId,
          paymentType: 'Card',
          paymentPlatform: 'sandbox',
          purpose: { type: 1, note: 'Order' },
        }),
      });
      return { status: paid.status, body: await paid.json() };
    },
    { id: order.id, amount: order.totalPrice },
  );
  if (outcome.status !== 200 || (outcome.body as { status?: string }).status !== 'succeeded') {
    throw new Error(`the payment answered ${JSON.stringify(outcome)}`);
  }
}

/** The order's status as the diner's API shows it. */
export function dinerOrderStatus(page: Page, orderId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/apis/v1/orders/${id}`);
    return ((await response.json()) as { orderStatus: string }).orderStatus;
  }, orderId);
}

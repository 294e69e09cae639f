import type { KitchenPrinterDto } from '@nearbite/contract/console-printers';
import type { SubmittedOrderDto } from '@nearbite/contract/orders';
import { sql } from 'drizzle-orm';
import type { NearbiteApp } from '../app.js';
import type { Db } from '../db/client.js';
import { consoleCall } from './console-fixtures.js';
import type { StoreFixture } from './order-fixtures.js';
import { buildOrder, noodlesLine, plainLine } from './order-payloads.js';
import { jsonHeaders } from './test-app.js';

/**
 * Orders and printers for the kitchen-ticket tests: a delivery order placed through the submission API
 * (2 large beef noodles, hot, 2 eggs, "No onions"; 1 dumplings; buyer note "Ring the bell"; contact Ada
 * Lovelace, 415-555-0123), and printers added through the console.
 */
export async function placeTicketOrder(
  app: NearbiteApp,
  cookie: string,
  store: StoreFixture,
  now: number,
): Promise<SubmittedOrderDto> {
  const { payload } = buildOrder({
    store,
    type: 'delivery',
    now,
    lines: [noodlesLine(store, 2, { large: true, eggs: 2, hot: true }), plainLine(store.items.dumplings, 1)],
  });
  const response = await app.inject({
    method: 'POST',
    url: `/apis/v1/businesses/${store.businessId}/orders`,
    headers: { ...jsonHeaders, cookie },
    payload: { orders: [payload] },
  });
  const [order] = (response.json() as { orders?: SubmittedOrderDto[] }).orders ?? [];
  if (response.statusCode !== 200 || !order) throw new Error(`order refused: ${response.body}`);
  return order;
}

/** Adds a printer on 127.0.0.1 through the console as `cookie` (an owner or manager). */
export async function addPrinter(
  app: NearbiteApp,
  cookie: string,
  businessId: string,
  port: number,
  kind: 'receipt' | 'label' = 'receipt',
): Promise<KitchenPrinterDto> {
  const response = await consoleCall(app, 'POST', `/stores/${businessId}/printers`, cookie, {
    name: `Kitchen ${port}`,
    host: '127.0.0.1',
    port,
    kind,
  });
  if (response.statusCode !== 200) throw new Error(`printer refused: ${response.body}`);
  return response.json() as KitchenPrinterDto;
}

/** The store's ticket and printing settings, written as the board's settings route would. */
export async function setTicketSettings(
  db: Db,
  businessId: string,
  settings: { autoPrint: boolean; ticketLanguage: 'en' | 'zh' },
): Promise<void> {
  await db.execute(sql`insert into store_order_settings (business_id, auto_print, ticket_language)
    values (${businessId}, ${settings.autoPrint}, ${settings.ticketLanguage})
    on conflict (business_id) do update
      set auto_print = excluded.auto_print, ticket_language = excluded.ticket_language`);
}

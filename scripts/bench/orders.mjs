// Order submission: orders per second that POST /apis/v1/businesses/{id}/orders holds on PostgreSQL, with
// concurrent clients (distinct diners and frontendIdentifiers) against the built server, and a check
// afterwards that no stock went negative and the database holds exactly the orders that were accepted.
//
//   import { benchOrders } from './bench/orders.mjs';
//   const rows = await benchOrders({ root });   // [{ figure, value, unit, budget, ok }]
//
// Run alone (after `node scripts/build.mjs --server-only`): node scripts/bench/orders.mjs
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startBenchServer, stopServer } from './bench-server.mjs';

const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const CLIENTS = Number(process.env.BENCH_ORDERS_CLIENTS ?? 16);
const LOAD_SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 10);
const WARM_UP_ORDERS = 200;
const DINERS = 64;
/** Units of the stocked item at the start: enough for the run, so every refusal is a real failure. */
const INITIAL_STOCK = 1_000_000;
const BUDGET_ORDERS_PER_SECOND = 400;
/** Issue 17: server CPU per accepted order. */
const BUDGET_CPU_MS_PER_ORDER = 1.5;
const DAY_MS = 86_400_000;
const STORE = { latitude: 37.788, longitude: -122.4075 };

const progress = (message) => process.stderr.write(`  orders bench: ${message}\n`);
const text = (en) => JSON.stringify({ en, zh: `${en}（中）` });

export async function onPostgres(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A store open around the clock with a stocked and an unlimited item, an item discount, delivery. */
export async function writeStore(client) {
  const ids = {
    business: randomUUID(),
    category: randomUUID(),
    stocked: randomUUID(),
    unlimited: randomUUID(),
    activity: randomUUID(),
    pickupAddress: randomUUID(),
  };
  const hours = JSON.stringify(Array.from({ length: 7 }, () => [[0, DAY_MS]]));
  await client.query(
    `insert into businesses (id, name, full_address, latitude, longitude, time_zone, open_hours, dining_types,
       delivery_carrier, prepare_food_time_seconds, tax_rate_millionths, service_prices, order_in_advance)
     values ($1, $2, '100 Geary St, San Francisco, CA 94108', $3, $4, 'America/Los_Angeles', $5,
       '{delivery,pickup}', 'platform', 1200, 86250, $6, true)`,
    [
      ids.business,
      text('Bench Noodle House'),
      STORE.latitude,
      STORE.longitude,
      hours,
      JSON.stringify([
        { orderType: 'delivery', percent: 5, cent: 99 },
        { orderType: 'pickup', percent: 3, cent: 0 },
      ]),
    ],
  );
  await client.query('insert into commodity_categories (id, business_id, name) values ($1, $2, $3)', [
    ids.category,
    ids.business,
    text('Mains'),
  ]);
  await client.query(
    `insert into commodities (id, business_id, category_id, name, price, takeaway_price, stock_number, sort_order)
     values ($1, $3, $4, $5, 1299, 1199, $7, 0), ($2, $3, $4, $6, 899, null, null, 1)`,
    [
      ids.stocked,
      ids.unlimited,
      ids.business,
      ids.category,
      text('Beef noodles'),
      text('Dumplings'),
      INITIAL_STOCK,
    ],
  );
  await client.query(
    `insert into activities (id, business_id, name, activity_type, discount_percent, available_commodity_ids)
     values ($1, $2, $3, 'discount', 85, $4)`,
    [ids.activity, ids.business, text('Dumplings 15% off'), [ids.unlimited]],
  );
  await client.query(
    `insert into delivery_configs (business_id, kind, base_price, base_distance_miles, extra_delivery_prices,
       max_distance_miles, min_commodities_price, small_order_extra_price)
     values ($1, 'standard', 299, 2, $2, 5, 1500, 199)`,
    [ids.business, JSON.stringify([{ price: 150, distance: 1 }])],
  );
  await client.query(
    `insert into business_pickup_addresses (id, business_id, address_name, full_address, latitude, longitude,
       pickup_hours, supports_immediate_pick_up)
     values ($1, $2, $3, '100 Geary St, San Francisco, CA 94108', $4, $5, $6, true)`,
    [ids.pickupAddress, ids.business, text('Front counter'), STORE.latitude, STORE.longitude, hours],
  );
  return ids;
}

/** Diners with live sessions, written directly (signing in through SMS codes is not what is measured). */
export async function writeDiners(client) {
  const cookies = [];
  for (let index = 0; index < DINERS; index += 1) {
    const userId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await client.query('insert into users (id, phone_number) values ($1, $2)', [
      userId,
      `415${String(8_000_000 + index).padStart(7, '0')}`,
    ]);
    await client.query(
      `insert into sessions (user_id, token_hash, keep_credentials, expires_at)
       values ($1, $2, true, now() + interval '1 day')`,
      [userId, createHash('sha256').update(token).digest('hex')],
    );
    cookies.push(`nb_session=${token}`);
  }
  return cookies;
}

/**
 * The two orders the clients send, priced by the shared engine (packages/domain, built) as the web cart
 * prices them: pickup ASAP, and delivery ASAP to an address 2.5 miles away. Only the identifier varies.
 */
export async function orderTemplates(root, ids) {
  const { priceOrder } = await import(pathToFileURL(join(root, 'packages/domain/dist/pricing.js')).href);
  const { milesBetween } = await import(
    pathToFileURL(join(root, 'packages/domain/dist/geo-distance.js')).href
  );
  const address = { latitude: STORE.latitude + 0.0362, longitude: STORE.longitude };
  const lines = [
    {
      commodityId: ids.stocked,
      price: 1299,
      takeawayPrice: 1199,
      attributePrices: [],
      addOns: [],
      quantity: 1,
      redeemed: false,
    },
    {
      commodityId: ids.unlimited,
      price: 899,
      takeawayPrice: null,
      attributePrices: [],
      addOns: [],
      quantity: 2,
      redeemed: false,
    },
  ];
  const template = (type) => {
    const quote = priceOrder({
      orderType: type,
      now: Date.now(),
      lines,
      activities: [
        {
          id: ids.activity,
          activityType: 'discount',
          discountPercent: 85,
          availableOrderTypes: [],
          availableCommodityIds: [ids.unlimited],
        },
      ],
      tax: { taxRateMillionths: 86_250, noTaxOnPickupOrders: false },
      servicePrices: [
        { orderType: 'delivery', percent: 5, cent: 99 },
        { orderType: 'pickup', percent: 3, cent: 0 },
      ],
      tipRules: { config: null, customizedTipDisabled: false, tipDisabledForOnline: false },
      tip: { kind: 'option', index: 1 },
      delivery:
        type === 'delivery'
          ? {
              kind: 'address',
              config: {
                basePrice: 299,
                baseDistanceMiles: 2,
                extraDeliveryPrices: [{ price: 150, distance: 1 }],
                maxDistanceMiles: 5,
                minCommoditiesPrice: 1500,
                smallOrderExtraPrice: 199,
                deliveryFeeShares: [],
              },
              distanceMiles: milesBetween(STORE, address),
            }
          : null,
      coupon: null,
      pointsTiers: [],
    });
    const order = {
      businessId: ids.business,
      phoneNumber: '4155550123',
      tipPrice: quote.tipPrice,
      type,
      activities: quote.activities.map((activity) => ({
        id: activity.id,
        discountedPrice: activity.discountedPrice,
        commodityIndexes: activity.lineIndexes,
      })),
      commodities: lines.map((line, index) => ({
        id: line.commodityId,
        boughtNumber: line.quantity,
        price: quote.lines[index].unitPrice + quote.lines[index].addPrice,
      })),
      frontendIdentifier: '',
      discountPrice: quote.discountPrice,
      orderDiscountPrice: quote.orderDiscountPrice,
      servicePrice: quote.servicePrice,
      excisePrice: quote.excisePrice,
      totalPrice: quote.totalPrice,
    };
    if (type === 'pickup') order.pickUpInfo = { pickUpTime: null, addressName: ids.pickupAddress };
    else {
      order.deliveryInfo = {
        deliveryTime: null,
        smallOrderExtraPrice: quote.smallOrderExtraPrice,
        deliveryPrice: quote.deliveryPrice,
        address: {
          userName: 'Ada Lovelace',
          phoneNumber: '4155550123',
          fullAddress: '500 Van Ness Ave, San Francisco, CA 94102',
          location: { coordinates: [address.longitude, address.latitude] },
          deliveryType: 1,
        },
      };
    }
    return order;
  };
  return [template('pickup'), template('delivery')];
}

/** The server against the database, once /readyz answers. */
export function startServer(root, databaseUrl) {
  // BENCH_ORDERS_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server while tuning.
  const nodeArgs = (process.env.BENCH_ORDERS_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startBenchServer(root, { DATABASE_URL: databaseUrl, SEED_ON_START: 'false' }, { nodeArgs });
}

function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Keep-alive JSON POSTs with node:http. */
export function poster(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const post = (path, body, cookie) =>
    new Promise((resolve, reject) => {
      const data = JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), cookie },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(data);
    });
  return { post, close: () => agent.destroy() };
}

/** Measures the figures; a run that cannot be measured becomes a row saying why. */
export async function benchOrders({ root }) {
  const rows = [];
  const row = (figure, value, unit, budget = '—', ok = undefined) => {
    rows.push({ figure, value, unit, budget, ok });
    progress(`${figure}: ${value} ${unit}`);
  };
  row(
    `machine: 1-minute load average at the start (${availableParallelism()} CPUs)`,
    loadavg()[0].toFixed(2),
    '',
  );

  const name = `nb_bench_orders_${randomBytes(4).toString('hex')}`;
  const url = `${POSTGRES_SERVER}/${name}`;
  let server = null;
  try {
    await onPostgres(`${POSTGRES_SERVER}/postgres`, (client) => client.query(`create database ${name}`));
    progress(`scratch database ${name}; starting the server (migrations)`);
    server = await startServer(root, url);
    const { ids, cookies } = await onPostgres(url, async (client) => ({
      ids: await writeStore(client),
      cookies: await writeDiners(client),
    }));
    await onPostgres(url, (client) => client.query('analyze'));
    const templates = await orderTemplates(root, ids);
    const path = `/apis/v1/businesses/${ids.business}/orders`;
    const connection = poster(server.port);
    let sent = 0;
    let accepted = 0;
    let unitsSold = 0;
    const failures = new Map();
    const submitOne = async () => {
      const index = sent;
      sent += 1;
      const order = { ...templates[index % 2], frontendIdentifier: randomUUID() };
      const response = await connection.post(path, { orders: [order] }, cookies[index % cookies.length]);
      if (response.status === 200) {
        accepted += 1;
        unitsSold += 1;
      } else {
        failures.set(response.body.slice(0, 200), (failures.get(response.body.slice(0, 200)) ?? 0) + 1);
      }
      return response.status === 200;
    };
    try {
      for (let index = 0; index < WARM_UP_ORDERS; index += 1) {
        if (!(await submitOne())) throw new Error(`warm-up order refused: ${[...failures.keys()][0]}`);
      }
      const acceptedBefore = accepted;
      const cpuBefore = cpuSeconds(server.child.pid);
      const started = performance.now();
      const until = started + LOAD_SECONDS * 1000;
      const worker = async () => {
        while (performance.now() < until) await submitOne();
      };
      await Promise.all(Array.from({ length: CLIENTS }, () => worker()));
      const seconds = (performance.now() - started) / 1000;
      const measured = accepted - acceptedBefore;
      const cpuMs = ((cpuSeconds(server.child.pid) - cpuBefore) * 1000) / Math.max(1, measured);
      const perSecond = measured / seconds;
      row(
        `order submission, ${CLIENTS} clients for ${LOAD_SECONDS} s (PostgreSQL)`,
        perSecond.toFixed(0),
        'orders/s',
        `≥ ${BUDGET_ORDERS_PER_SECOND}/s`,
        perSecond >= BUDGET_ORDERS_PER_SECOND,
      );
      row(
        'order submission: server process CPU per order',
        cpuMs.toFixed(2),
        'ms',
        `≤ ${BUDGET_CPU_MS_PER_ORDER} ms`,
        cpuMs <= BUDGET_CPU_MS_PER_ORDER,
      );
      const refused = [...failures.values()].reduce((sum, value) => sum + value, 0);
      row('order submission: refused under load', String(refused), 'orders', '0', refused === 0);
      for (const [body, times] of failures) progress(`refused ${times}×: ${body}`);
    } finally {
      connection.close();
    }
    const check = await onPostgres(url, async (client) => {
      const orders = await client.query('select count(*)::int as count from orders');
      const negative = await client.query(
        `select (select count(*) from commodities where stock_number < 0)
              + (select count(*) from commodity_attribute_values where stock_number < 0) as count`,
      );
      const stock = await client.query('select stock_number from commodities where id = $1', [ids.stocked]);
      return {
        orders: orders.rows[0].count,
        negative: Number(negative.rows[0].count),
        stock: stock.rows[0].stock_number,
      };
    });
    const consistent =
      check.orders === accepted && check.negative === 0 && check.stock === INITIAL_STOCK - unitsSold;
    row(
      'order submission: orders stored = orders accepted, stock = start − sold, none negative',
      `${check.orders} = ${accepted}, ${check.stock} = ${INITIAL_STOCK - unitsSold}, ${check.negative} negative`,
      '',
      'equal',
      consistent,
    );
  } catch (error) {
    row('order submission: not measured', String(error.message).split('\n')[0], '');
  } finally {
    if (server) await stopServer(server.child);
    await onPostgres(`${POSTGRES_SERVER}/postgres`, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    ).catch(() => {});
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = new URL('../..', import.meta.url).pathname;
  const rows = await benchOrders({ root });
  for (const entry of rows) {
    const ok = entry.ok === undefined ? '' : entry.ok ? 'yes' : 'NO';
    console.log(
      `${entry.figure.padEnd(90)} ${`${entry.value} ${entry.unit}`.padStart(16)}  ${entry.budget.padEnd(8)} ${ok}`,
    );
  }
  if (rows.some((entry) => entry.ok === false)) process.exitCode = 1;
}

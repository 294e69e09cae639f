import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_DAILY_CAP_PER_CLIENT, CODE_RATE_PER_CLIENT } from '@nearbite/domain/verification';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import {
  type CouponOptions,
  createStoreFixture,
  givePoints,
  grantCoupon,
  type StoreFixture,
} from '../src/test/order-fixtures.js';
import { buildOrder, type CartLine, couponRuleOf, plainLine } from '../src/test/order-payloads.js';
import { boardsMissing, type OpenBoards, openBoards } from './board-watcher.js';
import { Diner, submittedOrderOf } from './diner.js';
import { answerLabel, type HttpAnswer, request } from './http-client.js';
import { checkInvariants, processorFigures } from './invariants.js';
import { formatReport, type ScenarioRow, Tally } from './run-report.js';
import { freePort, ServerCopy, type UnexpectedExit } from './server-copy.js';
import { startTestPostgres, type TestPostgres } from './test-postgres.js';

/*
 * The resilience suite (issue 12, item 10): real server processes against a PostgreSQL of the suite's
 * own, driven over HTTP while copies are killed and the database restarts, then checked against the
 * database and the card processor's own records. Run with `npm run test:resilience`.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const COPIES = 2;
const DINERS = 12;
/** The store owner who keeps the order board open (10 national digits). */
const OWNER_PHONE = '4158000001';
const DAY_MS = 86_400_000;
/** Units of the stocked item at the start: far more than the run sells, so a refusal is never "sold out". */
const INITIAL_STOCK = 100_000;
const INITIAL_POINTS = 100_000;
/** How long an order waits for payment; long enough that no order of the run expires while it is paid. */
const PAYMENT_WINDOW_MS = 60_000;
/** Given to the server's payment reconciliation (when it has one): payments pending longer are settled. */
const RECONCILE_GRACE_MS = 10_000;
const RECONCILE_INTERVAL_MS = 2_000;
/** A scenario keeps paying unpaid orders this long after its fault is over. */
const RETRY_PAYING_MS = RECONCILE_GRACE_MS + 20_000;
/** Issue 12: both copies ready again within 20 s of the database coming back. */
const READY_AFTER_DATABASE_MS = 20_000;
const DATABASE_DOWN_MS = 3_000;
const BURST_ADDRESS = '127.0.0.77';
/** When the 4 pays of one order leave, relative to each other (a double tap, a second tab, retries). */
const TAP_OFFSETS_MS = [0, 0, 4, 9, 16, 25, 36];
/** The victim's pays leave this far apart; it is killed when the third answer comes back. */
const VICTIM_STAGGER_MS = 5;
const KILL_AFTER_ANSWERS = 3;
const COUPON: CouponOptions = {
  businessId: null,
  couponType: 'cash',
  discountPrice: 100,
  minCommoditiesPrice: 0,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[resilience] ${line}`);

interface DinerState {
  diner: Diner;
  userCouponId: string;
}

/** Everything the scenarios share. */
interface Run {
  database: TestPostgres;
  copies: ServerCopy[];
  store: StoreFixture;
  diners: DinerState[];
  logDir: string;
  unexpectedExits: UnexpectedExit[];
  /** frontendIdentifier → diner, for every order the suite submitted. */
  ordersByFrontend: Map<string, Diner>;
  /** The store's order board, open on every copy through the whole run. */
  boards: OpenBoards;
}

let run: Run | null = null;
const rows: ScenarioRow[] = [];
let totalPays = 0;
let suiteKills = 0;
let copyRestarts = 0;
let databaseRestarts = 0;
let violationsFound: number | null = null;
let cleanup: (() => void) | null = null;

function current(): Run {
  if (!run) throw new Error('the suite did not start (see beforeAll)');
  return run;
}

/** Runs `work` on a fresh connection to the suite's database. */
function onDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  return onClient(current().database.url, work);
}

/** The payload of a pickup order as the web cart builds it: dumplings, maybe tea for points, maybe the coupon. */
function cart(state: DinerState, options: { coupon?: boolean; points?: boolean } = {}) {
  const { store } = current();
  const lines: CartLine[] = [plainLine(store.items.dumplings, 1)];
  if (options.points) lines.push(plainLine(store.items.tea, 1, true));
  const { payload } = buildOrder({
    store,
    type: 'pickup',
    lines,
    now: Date.now(),
    ...(options.coupon ? { coupon: couponRuleOf(state.userCouponId, COUPON) } : {}),
  });
  current().ordersByFrontend.set(payload.frontendIdentifier, state.diner);
  return payload;
}

/** Submits `count` orders, spread over diners and copies; every one must be accepted (no fault is running). */
async function submitOrders(count: number, problems: string[]) {
  const { copies, diners } = current();
  const orders: Array<{ id: string; total: number; diner: Diner; frontend: string }> = [];
  const answers = new Tally();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const state = diners[index % diners.length] as DinerState;
      const payload = cart(state, { points: index % 3 === 2 });
      const copy = copies[index % copies.length] as ServerCopy;
      const answer = await state.diner.submit(copy.port, payload);
      answers.add(answerLabel(answer));
      const order = submittedOrderOf(answer);
      if (order)
        orders.push({
          id: order.id,
          total: order.totalPrice,
          diner: state.diner,
          frontend: payload.frontendIdentifier,
        });
      else
        problems.push(
          `order submission refused with no fault running: ${answer.status} ${answer.text.slice(0, 200)}`,
        );
    }),
  );
  return { orders, answers };
}

/** One pay request, counted in the run's figures. */
function pay(
  diner: Diner,
  copy: ServerCopy,
  orderId: string,
  total: number,
  timeoutMs = 30_000,
): Promise<HttpAnswer> {
  totalPays += 1;
  return diner.pay(copy.port, orderId, total, timeoutMs);
}

/**
 * Keeps paying the scenario's orders that are still unpaid (through alternating copies, once a second)
 * until all are paid or `boundMs` passes, as a diner retrying from the payment screen would. Answers
 * the orders left unpaid, with their payments' states.
 */
async function payUntilPaid(frontends: string[], tally: Tally, boundMs: number): Promise<string[]> {
  const { copies, ordersByFrontend } = current();
  const until = Date.now() + boundMs;
  let round = 0;
  for (;;) {
    const open = await onDatabase(
      async (client) =>
        (
          await client.query(
            `select o.id, o.frontend_identifier, o.total_price - o.paid_price as owed, o.order_status,
             (select string_agg(p.status, '+' order by p.created_at) from payments p where p.order_id = o.id) as payments
           from orders o where o.frontend_identifier = any($1::text[]) and o.order_status <> 'cancelled'
             and o.paid_price < o.total_price`,
            [frontends],
          )
        ).rows,
    );
    if (open.length === 0 || Date.now() >= until) {
      return open.map(
        (row) =>
          `order ${row.id} (${row.order_status}, payments: ${row.payments ?? 'none'}, owes ${row.owed})`,
      );
    }
    await Promise.all(
      open.map(async (row, index) => {
        const diner = ordersByFrontend.get(row.frontend_identifier) as Diner;
        const copy = copies[(round + index) % copies.length] as ServerCopy;
        tally.add(answerLabel(await pay(diner, copy, row.id, Number(row.owed), 15_000)));
      }),
    );
    round += 1;
    await sleep(1_000);
  }
}

/** Charges and refunds of the scenario's orders, for its row. */
function scenarioFigures(frontends: string[]) {
  return onDatabase((client) => processorFigures(client, frontends));
}

/** Restarts copies that died on their own, so the next scenarios still have every copy. */
async function reviveDeadCopies(problems: string[]): Promise<void> {
  for (const copy of current().copies) {
    if (copy.alive) continue;
    try {
      await copy.start();
      copyRestarts += 1;
    } catch (error) {
      problems.push(`${copy.name} could not be restarted: ${(error as Error).message}`);
    }
  }
}

function exitsSince(count: number): string[] {
  return current()
    .unexpectedExits.slice(count)
    .map(
      (exit) =>
        `${exit.copy} exited by itself (code ${exit.code}, signal ${exit.signal}); its log ends:\n${exit.logTail}`,
    );
}

describe('resilience: several server copies on PostgreSQL under faults', () => {
  beforeAll(async () => {
    const main = join(ROOT, 'apps/server/dist/main.js');
    if (!existsSync(main))
      throw new Error(`${main} is missing: run \`node scripts/build.mjs --server-only\` first`);
    const logDir = mkdtempSync(join(tmpdir(), 'nearbite-resilience-'));
    const unexpectedExits: UnexpectedExit[] = [];
    const copies: ServerCopy[] = [];
    let database: TestPostgres | null = null;
    // A worker that exits without afterAll (a crash, a kill) must not leave processes or the cluster behind.
    cleanup = () => {
      for (const copy of copies) copy.killSync();
      database?.disposeSync();
    };
    process.once('exit', cleanup);

    database = await startTestPostgres(log);
    log(`database: ${database.kind} (${database.url})`);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '10',
      DATA_DIR: join(logDir, 'data'),
      WEB_DIST_DIR: '/nonexistent',
      SEED_ON_START: 'true',
      SEED_BUSINESSES: '8',
      ORDER_SIMULATOR: 'false',
      DEMO_MODE: 'true',
      PAYMENT_WINDOW_MS: String(PAYMENT_WINDOW_MS),
      PAYMENT_SWEEP_INTERVAL_MS: '1000',
      PAYMENT_RECONCILE_GRACE_MS: String(RECONCILE_GRACE_MS),
      PAYMENT_RECONCILE_INTERVAL_MS: String(RECONCILE_INTERVAL_MS),
      // The per-address limit (600/min) would turn the load into a test of 429s.
      RATE_LIMIT_PER_MINUTE: '1000000',
      SHUTDOWN_GRACE_MS: '5000',
    };
    for (let index = 0; index < COPIES; index += 1) {
      copies.push(
        new ServerCopy({
          name: `copy-${String.fromCharCode(65 + index)}`,
          port: await freePort(),
          root: ROOT,
          logDir,
          env,
          unexpectedExits,
        }),
      );
    }
    // The first copy migrates and seeds; the others then start against a ready database.
    for (const copy of copies) await copy.start();
    log(`copies ready: ${copies.map((copy) => `${copy.name} on ${copy.port} (pid ${copy.pid})`).join(', ')}`);

    const handle = await openDatabase({ databaseUrl: database.url, dataDir: 'unused', poolMax: 2 });
    try {
      const store = await createStoreFixture(handle.db, { dumplingsStock: INITIAL_STOCK });
      await onClient(database.url, async (client) => {
        // Open around the clock: the copies run on the real clock, whenever CI runs.
        const allDay = JSON.stringify(Array.from({ length: 7 }, () => [[0, DAY_MS]]));
        await client.query('update businesses set open_hours = $1 where id = $2', [allDay, store.businessId]);
        await client.query('update business_pickup_addresses set pickup_hours = $1 where business_id = $2', [
          allDay,
          store.businessId,
        ]);
      });
      const diners: DinerState[] = [];
      for (let index = 0; index < DINERS; index += 1) {
        const diner = new Diner(`415${String(6_000_000 + index).padStart(7, '0')}`, `127.0.1.${index + 1}`);
        const copy = copies[index % copies.length] as ServerCopy;
        await diner.signIn(copy.port);
        await diner.saveCard(copy.port);
        const { userCouponId } = await grantCoupon(handle.db, diner.userId, COUPON);
        await givePoints(handle.db, diner.userId, store.businessId, INITIAL_POINTS);
        diners.push({ diner, userCouponId });
      }
      // The store's owner keeps its board open on each copy through every fault that follows.
      const owner = new Diner(OWNER_PHONE, '127.0.2.1');
      await onClient(database.url, (client) =>
        client.query(`insert into store_staff (business_id, phone_number, role) values ($1, $2, 'owner')`, [
          store.businessId,
          OWNER_PHONE,
        ]),
      );
      await owner.signIn((copies[0] as ServerCopy).port);
      const databaseUrl = database.url;
      const boards = await openBoards({
        ports: () => copies.map((copy) => copy.port),
        businessId: store.businessId,
        cookie: owner.cookie,
        query: (text, values) => onClient(databaseUrl, (client) => client.query(text, values)),
      });
      run = { database, copies, store, diners, logDir, unexpectedExits, ordersByFrontend: new Map(), boards };
      log(`${DINERS} diners signed in through the copies, each with a saved 4242 card, a coupon and points`);
    } finally {
      await handle.close();
    }
  }, 240_000);

  afterAll(async () => {
    const state = run;
    let totals = { orders: 0, charges: 0, refunds: 0 };
    if (state) {
      try {
        const figures = await onDatabase((client) => processorFigures(client));
        totals = { orders: figures.orders, charges: figures.charges, refunds: figures.refundedCharges };
      } catch (error) {
        log(`figures unavailable: ${(error as Error).message}`);
      }
    }
    console.log(
      formatReport(
        rows,
        {
          ...totals,
          pays: totalPays,
          killed: suiteKills + (state?.unexpectedExits.length ?? 0),
          restarts: copyRestarts + databaseRestarts,
          violations: violationsFound,
        },
        state
          ? [
              `database: ${state.database.kind}; restart fault: ${state.database.restartKind}`,
              `copies: ${state.copies.map((copy) => `${copy.name} :${copy.port} (started ${copy.starts}×)`).join(', ')}`,
              `copies killed = ${suiteKills} by the suite (kill -9) + ${state.unexpectedExits.length} died by themselves; ` +
                `restarts = ${copyRestarts} copy restarts + ${databaseRestarts} database restarts`,
            ]
          : ['the suite did not start'],
      ),
    );
    for (const copy of state?.copies ?? []) await copy.stop();
    await state?.database.dispose();
    if (cleanup) process.removeListener('exit', cleanup);
    if (state && !process.env.RESILIENCE_KEEP_LOGS) rmSync(state.logDir, { recursive: true, force: true });
    else if (state) log(`logs kept in ${state.logDir}`);
  }, 60_000);

  it('charges once per order when 4 pays of each of 16 orders arrive at once through both copies', async () => {
    const { copies } = current();
    const problems: string[] = [];
    const { orders, answers: submits } = await submitOrders(16, problems);
    const pays = new Tally();
    // A double tap, a second tab and retries with the same body, split across the copies, all within a
    // few tens of milliseconds: the taps land at every stage of each other's payment.
    await Promise.all(
      orders.flatMap((order, index) =>
        [0, 1, 2, 3].map(async (attempt) => {
          await sleep(TAP_OFFSETS_MS[(index + attempt) % TAP_OFFSETS_MS.length] ?? 0);
          const copy = copies[attempt % copies.length] as ServerCopy;
          pays.add(answerLabel(await pay(order.diner, copy, order.id, order.total)));
        }),
      ),
    );
    // A late retry of every order, after the dust settled: it must find the order paid.
    const retries = new Tally();
    for (const [index, order] of orders.entries()) {
      retries.add(
        answerLabel(
          await pay(order.diner, copies[index % copies.length] as ServerCopy, order.id, order.total),
        ),
      );
    }
    const figures = await scenarioFigures(orders.map((order) => order.frontend));
    const fiveHundreds = pays.count((label) => label.startsWith('5') || !/^\d/.test(label));
    rows.push({
      scenario: '1 concurrent pays',
      orders: orders.length,
      pays: pays.total + retries.total,
      charges: figures.charges,
      refunds: figures.refundedCharges,
      killed: 0,
      restarts: 0,
      result: figures.charges === orders.length && figures.ordersPaid === orders.length ? 'ok' : 'FAILED',
      notes: [`submits: ${submits}`, `4 pays at once per order: ${pays}`, `late retries: ${retries}`],
    });
    if (figures.ordersPaid !== orders.length)
      problems.push(`${figures.ordersPaid} of ${orders.length} orders paid after 4 pays each`);
    if (figures.charges !== orders.length) {
      problems.push(
        `${orders.length} orders, 4 pays at once on each through ${copies.length} copies: ${figures.charges} charges ` +
          `(expected ${orders.length}), ${figures.refundedCharges} refunded afterwards`,
      );
    }
    if (fiveHundreds > 0) problems.push(`concurrent pays answered 5xx or no answer: ${pays}`);
    const uncoded = pays.count((label) => /^4\d\d no envelope/.test(label));
    if (uncoded > 0) problems.push(`refused pays without the error envelope: ${pays}`);
    if (retries.count((label) => label !== '409 A123') > 0)
      problems.push(`a late retry of a paid order must answer 409 A123 (already paid): ${retries}`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps every order charged once when a copy is killed with -9 in the middle of payments', async () => {
    const { copies } = current();
    const problems: string[] = [];
    const exitsBefore = current().unexpectedExits.length;
    const { orders } = await submitOrders(16, problems);
    const victim = copies[copies.length - 1] as ServerCopy;
    const survivor = copies[0] as ServerCopy;
    const pays = new Tally();
    const victimPays = orders.length;
    let victimSent = 0;
    let victimAnswered = 0;
    let unansweredAtKill = 0;
    let killing: Promise<void> | null = null;
    // The kill lands from the callback of the victim's third answer, while its later pays (sent a few
    // milliseconds apart) are at every stage: reading the order, charging, recording the charge.
    const killNow = () => {
      if (killing) return;
      unansweredAtKill = victimSent - victimAnswered;
      killing = victim.kill();
    };
    const inFlight = Promise.all(
      orders.flatMap((order, index) => {
        const calls = [
          (async () => {
            await sleep(index * VICTIM_STAGGER_MS);
            victimSent += 1;
            const answer = await pay(order.diner, victim, order.id, order.total);
            if (answer.status !== 0) victimAnswered += 1;
            pays.add(`${victim.name}: ${answerLabel(answer)}`);
            if (victimAnswered >= KILL_AFTER_ANSWERS) killNow();
          })(),
        ];
        // Every other order is tapped twice, the second tap landing on the survivor.
        if (index % 2 === 0) {
          calls.push(
            pay(order.diner, survivor, order.id, order.total).then((answer) => {
              pays.add(`${survivor.name}: ${answerLabel(answer)}`);
            }),
          );
        }
        return calls;
      }),
    );
    const killDeadline = Date.now() + 10_000;
    while (!killing && Date.now() < killDeadline) await sleep(5);
    killNow();
    await killing;
    suiteKills += 1;
    await inFlight;
    const lostAnswers = await onDatabase(
      async (client) =>
        (
          await client.query(
            `select count(*)::int as count from payments p join sandbox_payment_intents i
               on i.metadata->>'paymentId' = p.id::text
             where p.status = 'pending' and i.status = 'succeeded'`,
          )
        ).rows[0]?.count as number,
    );
    const restartStarted = Date.now();
    await victim.start();
    copyRestarts += 1;
    const restartMs = Date.now() - restartStarted;
    const retries = new Tally();
    const unpaid = await payUntilPaid(
      orders.map((order) => order.frontend),
      retries,
      RETRY_PAYING_MS,
    );
    const figures = await scenarioFigures(orders.map((order) => order.frontend));
    problems.push(...exitsSince(exitsBefore));
    if (!survivor.alive) problems.push(`${survivor.name} died while its peer was killed`);
    if (figures.charges > orders.length) {
      problems.push(
        `${figures.charges} charges for ${orders.length} orders (${figures.refundedCharges} refunded afterwards)`,
      );
    }
    if (unpaid.length > 0) {
      problems.push(
        `${unpaid.length} orders could not be paid within ${RETRY_PAYING_MS / 1000} s after the restart:\n  ${unpaid.join('\n  ')}`,
      );
    }
    rows.push({
      scenario: '2 kill -9 mid-payment',
      orders: orders.length,
      pays: pays.total + retries.total,
      charges: figures.charges,
      refunds: figures.refundedCharges,
      killed: 1,
      restarts: 1,
      result: problems.length === 0 ? 'ok' : 'FAILED',
      notes: [
        `${victim.name} killed with ${unansweredAtKill} pays in flight (${victimSent} of its ${victimPays} sent by then); restarted and ready in ${restartMs} ms`,
        `right after the kill: ${lostAnswers} charges succeeded at the processor whose payment row stayed pending`,
        `pays around the kill: ${pays}`,
        `retries after the restart: ${retries}`,
        `orders paid: ${figures.ordersPaid} of ${figures.orders}`,
      ],
    });
    expect(problems).toEqual([]);
  }, 180_000);

  it('survives a PostgreSQL restart under order and payment load: both copies alive and ready within 20 s', async () => {
    const { copies, diners, database } = current();
    const problems: string[] = [];
    const exitsBefore = current().unexpectedExits.length;
    const frontends: string[] = [];
    const phases = {
      'before the restart': new Tally(),
      'during the outage': new Tally(),
      'after the database is back, before /readyz': new Tally(),
      'after /readyz': new Tally(),
    };
    let stopAt: number | null = null;
    let downAt: number | null = null;
    let backAt: number | null = null;
    let readyAt: number | null = null;
    const phaseOf = (sentAt: number) =>
      downAt === null || sentAt < downAt
        ? phases['before the restart']
        : backAt === null || sentAt < backAt
          ? phases['during the outage']
          : readyAt === null || sentAt < readyAt
            ? phases['after the database is back, before /readyz']
            : phases['after /readyz'];
    // Like a load balancer's health check, the diners stop using a copy whose process is gone.
    const living = (offset: number): ServerCopy | null => {
      const alive = copies.filter((copy) => copy.alive);
      return alive[offset % Math.max(1, alive.length)] ?? null;
    };
    const hardStop = Date.now() + 90_000;
    let submitted = 0;
    let paid = 0;
    const worker = async (state: DinerState, index: number) => {
      for (let round = 0; (stopAt === null || Date.now() < stopAt) && Date.now() < hardStop; round += 1) {
        const copy = living(index + round);
        const other = living(index + round + 1);
        if (!copy || !other) {
          await sleep(200);
          continue;
        }
        const payload = cart(state, { coupon: round === 0, points: round % 3 === 2 });
        frontends.push(payload.frontendIdentifier);
        const sentAt = Date.now();
        const answer = await state.diner.submit(copy.port, payload, 15_000);
        submitted += 1;
        phaseOf(sentAt).add(`submit ${answerLabel(answer)}`);
        const order = submittedOrderOf(answer);
        let ok = order !== null;
        if (order) {
          const paySentAt = Date.now();
          const paid_ = await pay(state.diner, other, order.id, order.totalPrice, 15_000);
          phaseOf(paySentAt).add(`pay ${answerLabel(paid_)}`);
          ok = paid_.status === 200;
          if (ok) paid += 1;
        }
        await sleep(ok ? 20 : 200);
      }
    };
    const workers = Promise.all(diners.slice(0, 6).map((state, index) => worker(state, index)));
    await sleep(3_000);
    downAt = Date.now();
    await database.restart(DATABASE_DOWN_MS);
    databaseRestarts += 1;
    backAt = Date.now();
    const readiness = await Promise.all(copies.map((copy) => copy.waitReady(READY_AFTER_DATABASE_MS)));
    readyAt = Date.now();
    stopAt = Date.now() + 5_000;
    await workers;

    const died = exitsSince(exitsBefore);
    problems.push(...died);
    copies.forEach((copy, index) => {
      const ms = readiness[index];
      if (ms === null || ms === undefined) {
        problems.push(
          `${copy.name}: /readyz not 200 within ${READY_AFTER_DATABASE_MS / 1000} s of the database coming back` +
            (copy.alive ? '' : ' (the process is gone)'),
        );
      }
    });
    for (const [phase, tally] of Object.entries(phases)) {
      // A refusal while the database is away is 503 A23 in the envelope; never a 500 or a dropped connection.
      const bad = tally.count((label) => /^(submit|pay) (5(?!03 A23)|[^\d])/.test(label));
      if (bad > 0) problems.push(`answers ${phase} include 5xx other than 503 A23, or no answer: ${tally}`);
    }
    await reviveDeadCopies(problems);
    const retries = new Tally();
    const unpaid = await payUntilPaid(frontends, retries, RETRY_PAYING_MS);
    if (unpaid.length > 0) {
      problems.push(
        `${unpaid.length} orders could not be paid within ${RETRY_PAYING_MS / 1000} s after the restart:\n  ${unpaid.join('\n  ')}`,
      );
    }
    const figures = await scenarioFigures(frontends);
    rows.push({
      scenario: '3 PostgreSQL restart',
      orders: figures.orders,
      pays:
        Object.values(phases).reduce(
          (sum, tally) => sum + tally.count((label) => label.startsWith('pay')),
          0,
        ) + retries.total,
      charges: figures.charges,
      refunds: figures.refundedCharges,
      killed: died.length,
      restarts: 1 + died.length,
      result: problems.length === 0 ? 'ok' : 'FAILED',
      notes: [
        `${submitted} submissions (${figures.orders} orders stored), ${paid} paid at once; database down ${DATABASE_DOWN_MS} ms (${database.restartKind})`,
        `ready after the database came back: ${copies.map((copy, index) => `${copy.name} ${readiness[index] === null ? 'NOT within 20 s' : `${readiness[index]} ms`}`).join(', ')}`,
        `copies that died by themselves: ${died.length}`,
        ...Object.entries(phases).map(([phase, tally]) => `answers ${phase}: ${tally}`),
        `retries after: ${retries}`,
        `orders paid: ${figures.ordersPaid} of ${figures.orders}`,
      ],
    });
    expect(problems).toEqual([]);
  }, 240_000);

  it('sends no more codes than the per-address cap when 100 code requests from one address arrive at once', async () => {
    const { copies } = current();
    // At once, the per-minute rate binds before the daily cap (both from packages/domain/verification).
    const cap = Math.min(CODE_RATE_PER_CLIENT, CODE_DAILY_CAP_PER_CLIENT);
    const phones = Array.from(
      { length: 100 },
      (_, index) => `415${String(7_000_000 + index).padStart(7, '0')}`,
    );
    const answers = new Tally();
    await Promise.all(
      phones.map(async (phone, index) => {
        const copy = copies[index % copies.length] as ServerCopy;
        const answer = await request({
          port: copy.port,
          method: 'POST',
          path: '/apis/v1/phoneVerification',
          body: { internationalCode: '+1', phoneNumber: phone },
          localAddress: BURST_ADDRESS,
        });
        answers.add(answerLabel(answer));
      }),
    );
    const counted = await onDatabase(async (client) => {
      const codes = await client.query(
        'select count(*)::int as count from verification_codes where client_address = $1',
        [BURST_ADDRESS],
      );
      const sent = await client.query(
        `select count(*)::int as count from delivered_messages where channel = 'sms' and recipient = any($1::text[])`,
        [phones.map((phone) => `+1${phone}`)],
      );
      return { codes: codes.rows[0]?.count as number, sent: sent.rows[0]?.count as number };
    });
    const accepted = answers.count((label) => label === '200');
    const problems: string[] = [];
    if (counted.sent > cap)
      problems.push(`${counted.sent} texts sent against a per-address cap of ${cap} a minute`);
    if (counted.codes > cap)
      problems.push(`${counted.codes} codes recorded for ${BURST_ADDRESS} against a cap of ${cap}`);
    if (accepted > cap) problems.push(`${accepted} code requests accepted against a cap of ${cap}`);
    if (accepted === 0) problems.push(`no code request accepted at all: ${answers}`);
    // A11: wait a minute (the address's rate); A13 would mean its day was used up.
    if (answers.count((label) => label !== '200' && label !== '429 A11' && label !== '429 A13') > 0)
      problems.push(`refusals other than 429 A11 or A13: ${answers}`);
    rows.push({
      scenario: '4 code burst',
      orders: 0,
      pays: 0,
      charges: 0,
      refunds: 0,
      killed: 0,
      restarts: 0,
      result: problems.length === 0 ? 'ok' : 'FAILED',
      notes: [
        `100 requests from ${BURST_ADDRESS}, different phones, both copies: ${answers}`,
        `texts sent ${counted.sent}, codes recorded ${counted.codes}, cap ${cap}`,
      ],
    });
    expect(problems).toEqual([]);
  }, 60_000);

  it('holds every invariant once the run settles: charges, payments, stock, coupons, points, copies', async () => {
    const { copies, diners, store } = current();
    // Settling: payments still pending get the reconciliation grace (and a margin) to be resolved.
    const settleUntil = Date.now() + RECONCILE_GRACE_MS + 20_000;
    let pending = 0;
    for (;;) {
      pending = await onDatabase(
        async (client) =>
          (
            await client.query(
              `select count(*)::int as count from payments where status in ('pending', 'requiresAction')`,
            )
          ).rows[0]?.count as number,
      );
      if (pending === 0 || Date.now() >= settleUntil) break;
      await sleep(1_000);
    }
    const { violations, exercised } = await onDatabase((client) =>
      checkInvariants(client, {
        businessId: store.businessId,
        stockedCommodityId: store.items.dumplings.id,
        initialStock: INITIAL_STOCK,
        userCouponIds: diners.map((state) => state.userCouponId),
        initialPoints: INITIAL_POINTS,
        paymentGraceMs: RECONCILE_GRACE_MS,
      }),
    );
    const boards = await boardsMissing(current().boards, store.businessId, (text, values) =>
      onDatabase((client) => client.query(text, values)),
    );
    for (const lost of boards.missing) {
      violations.push({
        invariant: 'every committed order event reaches every open board',
        subject: `board ${lost.board + 1}`,
        detail: lost.detail,
      });
    }
    for (const copy of copies) {
      const status = copy.alive ? await copy.readyz(5_000) : 0;
      if (status !== 200) {
        violations.push({
          invariant: 'every copy alive and ready',
          subject: copy.name,
          detail: copy.alive ? `/readyz answered ${status}` : `the process is gone:\n${copy.logTail()}`,
        });
      }
    }
    violationsFound = violations.length;
    const byInvariant = new Map<string, number>();
    for (const violation of violations)
      byInvariant.set(violation.invariant, (byInvariant.get(violation.invariant) ?? 0) + 1);
    rows.push({
      scenario: '5 invariants',
      orders: 0,
      pays: 0,
      charges: 0,
      refunds: 0,
      killed: 0,
      restarts: 0,
      result: violations.length === 0 ? 'ok' : `${violations.length} violations`,
      notes: [
        `payments still pending or requiresAction after settling: ${pending}`,
        exercised,
        boards.note,
        ...[...byInvariant.entries()].map(([invariant, count]) => `VIOLATED ×${count}: ${invariant}`),
      ],
    });
    expect(
      violations.map((violation) => `${violation.invariant} — ${violation.subject}: ${violation.detail}`),
    ).toEqual([]);
  }, 120_000);
});

/** Runs `work` on a fresh connection to `url`. */
async function onClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

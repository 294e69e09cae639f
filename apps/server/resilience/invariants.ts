import type pg from 'pg';

/** One broken rule: which invariant, about what (an order, a payment, a card), and the figures. */
export interface Violation {
  invariant: string;
  subject: string;
  detail: string;
}

/** What the invariants compare the database with: the store's starting stock, coupons and points. */
export interface InvariantContext {
  businessId: string;
  stockedCommodityId: string;
  initialStock: number;
  /** The diners' user coupons (one each). */
  userCouponIds: string[];
  /** Every diner's points card at the store started with this balance. */
  initialPoints: number;
  /** Payments pending or waiting for authentication longer than this are left behind. */
  paymentGraceMs: number;
}

/** Money figures of the whole run, read from the processor's own records. */
export interface ProcessorFigures {
  charges: number;
  refundedCharges: number;
  ordersPaid: number;
  orders: number;
}

const int = (value: unknown) => Number(value ?? 0);

/**
 * Reads the database and the sandbox processor's own table (sandbox_payment_intents, what the card
 * network would say) and answers every broken invariant: one charge per order and exactly one per paid
 * order, no charge kept without a paid order, no payment left pending past the grace, and stock, coupons
 * and points equal to what the live (not cancelled) orders say.
 */
export async function checkInvariants(
  client: pg.Client,
  context: InvariantContext,
): Promise<{ violations: Violation[]; exercised: string }> {
  const violations: Violation[] = [];
  let couponsUsed = 0;
  let pointsSpent = 0;
  const add = (invariant: string, subject: string, detail: string) =>
    violations.push({ invariant, subject, detail });

  const charges = await client.query(`
    select i.metadata->>'orderId' as order_id,
      count(*) filter (where i.status = 'succeeded') as charges,
      count(*) filter (where i.status = 'succeeded' and i.amount_refunded < i.amount) as kept,
      coalesce(sum(i.amount - i.amount_refunded) filter (where i.status = 'succeeded'), 0) as kept_amount,
      o.id is not null as order_exists, o.order_status, o.paid_price, o.refunded_price
    from sandbox_payment_intents i
    left join orders o on o.id::text = i.metadata->>'orderId'
    group by 1, o.id`);
  for (const row of charges.rows) {
    const order = `order ${row.order_id ?? '(no orderId in metadata)'}`;
    const charged = int(row.charges);
    const kept = int(row.kept);
    if (kept > 1) add('charged at most once', order, `${kept} charges kept (not refunded)`);
    if (charged > 1) {
      add(
        'never a second charge (not even one refunded afterwards)',
        order,
        `${charged} succeeded charges, ${charged - kept} of them refunded`,
      );
    }
    if (kept > 0 && (!row.order_exists || row.order_status === 'cancelled' || int(row.paid_price) === 0)) {
      add(
        'every charge belongs to a paid order or is refunded',
        order,
        row.order_exists
          ? `charge kept (${int(row.kept_amount)} cents) but the order is ${row.order_status}, paid ${int(row.paid_price)}`
          : `charge kept (${int(row.kept_amount)} cents) for an order that does not exist`,
      );
    } else if (row.order_exists && int(row.kept_amount) !== int(row.paid_price) - int(row.refunded_price)) {
      add(
        'money kept by the processor equals what the order says it paid',
        order,
        `processor kept ${int(row.kept_amount)}, order paid ${int(row.paid_price)} − refunded ${int(row.refunded_price)}`,
      );
    }
  }

  const paid = await client.query(`
    select o.id, o.order_status, o.paid_price,
      (select count(*) from sandbox_payment_intents i
        where i.metadata->>'orderId' = o.id::text and i.status = 'succeeded' and i.amount_refunded < i.amount) as kept
    from orders o where o.paid_price > 0`);
  for (const row of paid.rows) {
    if (int(row.kept) !== 1) {
      add(
        'every paid order is charged exactly once',
        `order ${row.id}`,
        `${row.order_status}, paid ${int(row.paid_price)}, ${int(row.kept)} charges kept`,
      );
    }
  }

  const stale = await client.query(
    `select id, order_id, status, round(extract(epoch from now() - updated_at))::int as age_s
     from payments
     where status in ('pending', 'requiresAction') and updated_at < now() - make_interval(secs => $1::float8)`,
    [context.paymentGraceMs / 1000],
  );
  for (const row of stale.rows) {
    add(
      `no payment pending or requiresAction longer than the grace (${context.paymentGraceMs} ms)`,
      `payment ${row.id} of order ${row.order_id}`,
      `${row.status} for ${row.age_s} s`,
    );
  }

  const stock = await client.query(
    `select c.stock_number,
       (select coalesce(sum(l.bought_number), 0) from order_lines l join orders o on o.id = l.order_id
        where l.commodity_id = c.id and o.order_status <> 'cancelled') as live
     from commodities c where c.id = $1`,
    [context.stockedCommodityId],
  );
  const stocked = stock.rows[0];
  if (!stocked) add('stock equals what the orders say', 'the stocked item', 'missing');
  else if (int(stocked.stock_number) !== context.initialStock - int(stocked.live)) {
    add(
      'stock equals what the orders say',
      `commodity ${context.stockedCommodityId}`,
      `stock ${int(stocked.stock_number)}, expected ${context.initialStock} − ${int(stocked.live)} in live orders = ${context.initialStock - int(stocked.live)}`,
    );
  }
  const negative = await client.query(
    `select (select count(*) from commodities where stock_number < 0)
          + (select count(*) from commodity_attribute_values where stock_number < 0) as count`,
  );
  if (int(negative.rows[0]?.count) > 0) {
    add('no stock below zero', 'commodities', `${int(negative.rows[0]?.count)} rows below zero`);
  }

  const couponRows = await client.query(
    `select uc.id, uc.status,
       (select count(*) from order_coupons oc join orders o on o.id = oc.order_id
        where oc.user_coupon_id = uc.id and o.order_status <> 'cancelled') as live_uses
     from user_coupons uc where uc.id = any($1::uuid[])`,
    [context.userCouponIds],
  );
  for (const row of couponRows.rows) {
    const uses = int(row.live_uses);
    if (row.status === 'used') couponsUsed += 1;
    if (uses > 1)
      add('a coupon is used by one live order at most', `user coupon ${row.id}`, `${uses} live orders`);
    else if ((row.status === 'used') !== (uses === 1)) {
      add(
        'a coupon is used exactly when a live order holds it',
        `user coupon ${row.id}`,
        `status ${row.status}, ${uses} live orders hold it`,
      );
    }
  }

  const cards = await client.query(
    `select pc.id, pc.user_id, pc.cur_points,
       (select coalesce(sum(l.change_number), 0) from points_ledger l where l.card_id = pc.id) as ledger,
       (select coalesce(sum(o.points_used), 0) from orders o
        where o.user_id = pc.user_id and o.business_id = pc.business_id and o.order_status <> 'cancelled') as live_spent
     from points_cards pc where pc.business_id = $1`,
    [context.businessId],
  );
  for (const row of cards.rows) {
    const balance = int(row.cur_points);
    if (balance !== int(row.ledger)) {
      add(
        'points balance equals its statement',
        `points card ${row.id}`,
        `balance ${balance}, statement ${int(row.ledger)}`,
      );
    }
    pointsSpent += int(row.live_spent);
    const expected = context.initialPoints - int(row.live_spent);
    if (balance !== expected) {
      add(
        'points balance equals what the orders say',
        `points card ${row.id}`,
        `balance ${balance}, expected ${context.initialPoints} − ${int(row.live_spent)} spent by live orders = ${expected}`,
      );
    }
  }
  // What the run moved, so a reader sees that the stock, coupon and points checks compared something.
  const exercised =
    `stock sold ${int(stocked?.live)} (left ${int(stocked?.stock_number)}), coupons used ${couponsUsed} of ` +
    `${context.userCouponIds.length}, points spent by live orders ${pointsSpent} on ${cards.rows.length} cards`;
  return { violations, exercised };
}

/** Charges and orders of the whole run, from the processor's records and the orders table. */
export async function processorFigures(
  client: pg.Client,
  frontendIdentifiers?: string[],
): Promise<ProcessorFigures> {
  const scope = frontendIdentifiers ? 'where o.frontend_identifier = any($1::text[])' : '';
  const parameters = frontendIdentifiers ? [frontendIdentifiers] : [];
  const money = await client.query(
    `select count(*) filter (where i.status = 'succeeded') as charges,
       count(*) filter (where i.status = 'succeeded' and i.amount_refunded > 0) as refunded
     from sandbox_payment_intents i ${frontendIdentifiers ? 'join' : 'left join'} orders o
       on o.id::text = i.metadata->>'orderId' ${scope}`,
    parameters,
  );
  const orders = await client.query(
    `select count(*) as orders, count(*) filter (where o.paid_price > 0) as paid from orders o ${scope}`,
    parameters,
  );
  return {
    charges: int(money.rows[0]?.charges),
    refundedCharges: int(money.rows[0]?.refunded),
    orders: int(orders.rows[0]?.orders),
    ordersPaid: int(orders.rows[0]?.paid),
  };
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createSandboxCardProcessor, type SandboxCardProcessor } from './sandbox-card-processor.js';
import { createSandboxProcessorRepository } from './sandbox-card-processor.repository.js';

/** The sandbox processor on its own tables: what Stripe test mode would answer. */

let database: TestDatabase;
let sandbox: SandboxCardProcessor;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = createSandboxCardProcessor({
    repository: createSandboxProcessorRepository(database.db),
    clock: () => Date.parse('2025-06-11T19:00:00Z'),
    webhookSecret: 'whsec_sandbox_unit_tests',
  });
});

afterAll(async () => {
  await database?.close();
});

async function card(number: string): Promise<string> {
  const created = await sandbox.createPaymentMethod({
    type: 'card',
    number,
    expMonth: '12',
    expYear: '30',
    cvc: '123',
    name: undefined,
    postalCode: undefined,
  });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  return String(created.body.id);
}

describe('sandbox card processor', () => {
  it('answers a retried charge with the first intent, charging once', async () => {
    const paymentMethodId = await card('4242424242424242');
    const charge = {
      amount: 1500,
      customerId: null,
      paymentMethodId,
      idempotencyKey: 'pay_a_1',
      metadata: {},
    };
    const first = await sandbox.charge(charge);
    const second = await sandbox.charge({ ...charge, amount: 9999 });
    expect(first.status).toBe('succeeded');
    expect(second).toEqual(first);
    expect((await sandbox.retrievePayment(first.processorPaymentId ?? '')).amount).toBe(1500);
  });

  it('refunds once per key and never more than was paid', async () => {
    const paymentMethodId = await card('4242424242424242');
    const paid = await sandbox.charge({
      amount: 1000,
      customerId: null,
      paymentMethodId,
      idempotencyKey: 'pay_b_1',
      metadata: {},
    });
    const processorPaymentId = paid.processorPaymentId ?? '';
    const first = await sandbox.refund({ processorPaymentId, amount: 600, idempotencyKey: 'refund-1' });
    const retried = await sandbox.refund({ processorPaymentId, amount: 600, idempotencyKey: 'refund-1' });
    expect(retried).toEqual(first);
    await expect(
      sandbox.refund({ processorPaymentId, amount: 600, idempotencyKey: 'refund-2' }),
    ).rejects.toMatchObject({ key: 'CARD_PAYMENT_AMOUNT_INVALID' });
    expect(
      await sandbox.refund({ processorPaymentId, amount: 400, idempotencyKey: 'refund-3' }),
    ).toMatchObject({
      status: 'succeeded',
    });
  });

  it('takes a payment with 4000 0000 0000 5126 and fails its refunds, every time, giving nothing back', async () => {
    const paymentMethodId = await card('4000000000005126');
    const paid = await sandbox.charge({
      amount: 1000,
      customerId: null,
      paymentMethodId,
      idempotencyKey: 'pay_refund_fail_1',
      metadata: {},
    });
    expect(paid.status).toBe('succeeded');
    const processorPaymentId = paid.processorPaymentId ?? '';
    const refund = { processorPaymentId, amount: 400, idempotencyKey: 'refund-fail-1' };
    const first = await sandbox.refund(refund);
    expect(first).toEqual({ processorRefundId: expect.stringMatching(/^re_/), status: 'failed' });
    expect(await sandbox.refund(refund)).toEqual(first);
    const [intent] = (
      await database.db.execute(
        sql`select amount_refunded from sandbox_payment_intents where id = ${processorPaymentId}`,
      )
    ).rows as Array<{ amount_refunded: number }>;
    expect(intent?.amount_refunded).toBe(0);
  });

  it('refuses to attach a method another customer holds', async () => {
    const paymentMethodId = await card('5555555555554444');
    await sandbox.attachPaymentMethod(paymentMethodId, 'cus_one');
    await expect(sandbox.attachPaymentMethod(paymentMethodId, 'cus_two')).rejects.toMatchObject({
      key: 'CARD_BIND_FAILED',
    });
    const charged = await sandbox.charge({
      amount: 700,
      customerId: 'cus_two',
      paymentMethodId,
      idempotencyKey: 'pay_c_1',
      metadata: {},
    });
    expect(charged).toMatchObject({ status: 'failed', failureCode: 'CARD_INFO_INCORRECT' });
  });

  it('refuses cards of networks the product does not take', async () => {
    const jcb = await card('3566002020360505');
    await expect(sandbox.attachPaymentMethod(jcb, 'cus_three')).rejects.toMatchObject({
      key: 'CARD_TYPE_UNSUPPORTED',
    });
  });
});

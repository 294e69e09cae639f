import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature.js';

const SECRET = 'whsec_sandbox_signature_tests';
const PAYLOAD = '{"id":"evt_1","object":"event"}';
const NOW = 1_750_000_000;

describe('webhook signatures (Stripe’s scheme)', () => {
  it('signs exactly as Stripe’s library does', () => {
    const stripe = new Stripe('sk_test_offline');
    expect(signWebhookPayload(PAYLOAD, SECRET, NOW)).toBe(
      stripe.webhooks.generateTestHeaderString({ payload: PAYLOAD, secret: SECRET, timestamp: NOW }),
    );
    // And Stripe's library accepts the sandbox's signatures.
    const header = signWebhookPayload(PAYLOAD, SECRET, Math.floor(Date.now() / 1000));
    expect(stripe.webhooks.constructEvent(PAYLOAD, header, SECRET).id).toBe('evt_1');
  });

  it('accepts a signature within five minutes and refuses anything else', () => {
    const header = signWebhookPayload(PAYLOAD, SECRET, NOW);
    expect(() => verifyWebhookSignature(PAYLOAD, header, SECRET, NOW + 300)).not.toThrow();
    expect(() => verifyWebhookSignature(PAYLOAD, header, SECRET, NOW + 301)).toThrow(
      expect.objectContaining({ key: 'SIGNATURE_EXPIRED' }),
    );
    expect(() => verifyWebhookSignature(`${PAYLOAD} `, header, SECRET, NOW)).toThrow(
      expect.objectContaining({ key: 'SIGNATURE_INVALID' }),
    );
    expect(() => verifyWebhookSignature(PAYLOAD, header, 'whsec_other', NOW)).toThrow(
      expect.objectContaining({ key: 'SIGNATURE_INVALID' }),
    );
    expect(() => verifyWebhookSignature(PAYLOAD, 'garbage', SECRET, NOW)).toThrow(
      expect.objectContaining({ key: 'SIGNATURE_PARAMETERS_MISSING' }),
    );
    // Several v1 entries (a secret being rolled): one matching is enough.
    const rolled = `${header},v1=${'0'.repeat(64)}`;
    expect(() => verifyWebhookSignature(PAYLOAD, rolled, SECRET, NOW)).not.toThrow();
  });
});

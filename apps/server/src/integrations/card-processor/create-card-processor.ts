import { type AppConfig, assertDemoProviderAllowed } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CardProcessor } from './card-processor.js';
import { createSandboxCardProcessor, type SandboxCardProcessor } from './sandbox-card-processor.js';
import { createSandboxProcessorRepository } from './sandbox-card-processor.repository.js';

/** The configured card processor, and the sandbox itself when it is the sandbox (it serves public endpoints). */
export interface ConfiguredCardProcessor {
  processor: CardProcessor;
  sandbox: SandboxCardProcessor | null;
}

/**
 * The configured card processor. Stripe's SDK is loaded only when Stripe is configured: it costs a copy about
 * 18 MB of memory, which a copy on the sandbox does not carry.
 */
export async function createCardProcessor(
  config: AppConfig,
  db: Db,
  clock: Clock,
): Promise<ConfiguredCardProcessor> {
  if (config.cardProcessor === 'stripe') {
    const { createStripeCardProcessor } = await import('./stripe-card-processor.js');
    const processor = createStripeCardProcessor({
      secretKey: config.STRIPE_SECRET_KEY ?? '',
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      walletsEnabled: true,
    });
    return { processor, sandbox: null };
  }
  assertDemoProviderAllowed(config, 'CARD_PROCESSOR=sandbox');
  const sandbox = createSandboxCardProcessor({
    repository: createSandboxProcessorRepository(db),
    clock,
    webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
  });
  return { processor: sandbox, sandbox };
}

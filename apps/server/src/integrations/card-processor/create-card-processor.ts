import { type AppConfig, assertDemoProviderAllowed } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CardProcessor } from './card-processor.js';
import { createSandboxCardProcessor, type SandboxCardProcessor } from './sandbox-card-processor.js';
import { createSandboxProcessorRepository } from './sandbox-card-processor.repository.js';
import { createStripeCardProcessor } from './stripe-card-processor.js';

/** The configured card processor; `sandbox` is set only for the sandbox, whose public endpoints it serves. */
export function createCardProcessor(
  config: AppConfig,
  db: Db,
  clock: Clock,
): { processor: CardProcessor; sandbox: SandboxCardProcessor | null } {
  if (config.cardProcessor === 'stripe') {
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

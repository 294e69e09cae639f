import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '@nearbite/domain/app-constants';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Every environment variable the server reads; README's configuration table lists the same. */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  TRUST_PROXY: booleanFromString.default(false),
  COOKIE_SECURE: booleanFromString.optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SEED_ON_START: booleanFromString.optional(),
  SEED_BUSINESSES: z.coerce.number().int().min(1).max(200_000).default(60),
  SEED: z.coerce.number().int().min(0).default(1),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().default('Nearbite <no-reply@nearbite.local>'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  GEOCODER_PROVIDER: z.enum(['gazetteer', 'nominatim']).default('gazetteer'),
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER_USER_AGENT: z.string().min(1).default(`Nearbite/${APP_VERSION}`),
  PRODUCTION_HOSTS: z.string().default(''),
  PRODUCTION_URL: z.string().url().optional(),
  APP_STORE_URL: z.string().url().optional(),
  GOOGLE_PLAY_URL: z.string().url().optional(),
  MAC_APP_STORE_URL: z.string().url().optional(),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap contributors'),
  CARD_PROCESSOR: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Signs the sandbox processor's webhooks; a fixed development value unless set. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('whsec_sandbox_development_only'),
  APPLE_PAY_MERCHANT_ID: z.string().optional(),
  APPLE_PAY_CERT_PATH: z.string().optional(),
  APPLE_PAY_KEY_PATH: z.string().optional(),
  /** Bearer token of the merchant API; without it the merchant API answers 404. */
  OPERATOR_TOKEN: z.string().min(16).optional(),
  /** Moves paid orders through their life on a short clock; on by default in demo mode. */
  ORDER_SIMULATOR: booleanFromString.optional(),
  ORDER_SIMULATOR_STEP_MS: z.coerce.number().int().min(100).max(600_000).default(4000),
  /** Overrides how long a submitted order waits for payment (15 minutes); for end-to-end tests. */
  PAYMENT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).optional(),
  PAYMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** How often payments left in flight (a request that died mid-charge) are settled with the processor. */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** How long a pending payment is left to its own request before the reconciler settles it. */
  PAYMENT_RECONCILE_GRACE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** How often balances past their store's points validity are expired; validity is counted in days. */
  POINTS_EXPIRY_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface AppConfig extends Environment {
  /** Demo mode: sandbox providers and the dev outbox; on when no real SMS provider is configured. */
  demoMode: boolean;
  cookieSecure: boolean;
  hsts: boolean;
  allowedOrigins: string[];
  seedOnStart: boolean;
  /** PRODUCTION_HOSTS as lower-case host names. */
  productionHosts: string[];
  /** stripe when its keys are configured (or CARD_PROCESSOR says so), else sandbox. */
  cardProcessor: 'sandbox' | 'stripe';
  orderSimulator: boolean;
}

/** Thrown when the environment is invalid; main prints it and exits. */
export class ConfigError extends Error {}

/** Parses and checks the environment; a bad value throws a ConfigError naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.SMS_PROVIDER === 'twilio') {
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((key) => !env[key]);
    if (missing.length > 0)
      throw new ConfigError(`Invalid configuration:\n  SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  }
  if (values.EMAIL_PROVIDER === 'smtp' && !values.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  EMAIL_PROVIDER=smtp needs SMTP_URL');
  }
  if (values.GEOCODER_PROVIDER === 'nominatim' && !values.GEOCODER_URL) {
    throw new ConfigError('Invalid configuration:\n  GEOCODER_PROVIDER=nominatim needs GEOCODER_URL');
  }
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
  const cardProcessor = values.CARD_PROCESSOR ?? (values.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (cardProcessor === 'stripe') {
    const missing = stripeKeys.filter((key) => !values[key]);
    if (missing.length > 0)
      throw new ConfigError(`Invalid configuration:\n  CARD_PROCESSOR=stripe needs ${missing.join(', ')}`);
  }
  const production = values.NODE_ENV === 'production';
  const demoMode = values.SMS_PROVIDER === 'outbox';
  return {
    ...values,
    demoMode,
    cookieSecure: values.COOKIE_SECURE ?? production,
    hsts: production,
    allowedOrigins: values.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    seedOnStart: values.SEED_ON_START ?? demoMode,
    cardProcessor,
    orderSimulator: values.ORDER_SIMULATOR ?? demoMode,
    productionHosts: values.PRODUCTION_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}

import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '@nearbite/domain/app-constants';
import { nationalDigits } from '@nearbite/domain/phone';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The published sandbox webhook secret: anyone can sign sandbox events with it, so production refuses it. */
export const DEVELOPMENT_SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_development_only';

/** Subnet names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const PROXY_SUBNET_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_SUBNET_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr also takes a dotted netmask after an IPv4 address.
  if (family === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * PLATFORM_ADMINS: comma-separated US phones (`+14155550123,415-555-0124`) that are platform admins by
 * configuration, as their 10 national digits; `npm run admin -- grant` adds more in the database.
 */
const platformAdminsSchema = z
  .string()
  .default('')
  .transform((raw, context): string[] => {
    const phones: string[] = [];
    for (const entry of raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0)) {
      const digits = nationalDigits(entry);
      if (digits === null) {
        context.addIssue({ code: 'custom', message: `${entry} is not a US phone number` });
        return z.NEVER;
      }
      phones.push(digits);
    }
    return phones;
  });

/**
 * TRUST_PROXY: `false`, a number of proxy hops, or the proxies' addresses (IPs, CIDRs, loopback, …).
 * Never `true`: Fastify would then take the leftmost X-Forwarded-For entry, which the client writes itself,
 * and every per-address limit (code caps, rate limit) would be the client's to pick.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((raw, context): false | number | string[] => {
    const value = raw.trim().toLowerCase();
    if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
    if (value === 'true' || value === 'yes') {
      context.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would trust whatever X-Forwarded-For a client sends; give the number of proxies ' +
          'in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not a hop count nor proxy addresses: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * TRUST_PROXY as Fastify's trustProxy. Fastify refuses a bare hop count (a client reaching the server
 * directly could then write its own address), so hops become a trust function over the hop index: the
 * socket's peer and the next n - 1 forwarded entries are proxies, and the client is the entry the nearest
 * untrusted hop appended. With hops, the server must be reachable only through its proxies.
 */
export function fastifyTrustProxy(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultConsoleDist = fileURLToPath(new URL('../../console/dist', import.meta.url));

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
  /** The embedded engine's buffer cache; PostgreSQL's 128 MB default was most of the server's memory. */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(16),
  /** How far the JavaScript heap may grow past its live size before a collection; 0 is V8's own choice. */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).default(20),
  /**
   * V8's young generation held at its start size, or let grow after start (fewer scavenges, more memory).
   * Unset: growing when the start command capped it, else held (lib/startup-heap.ts).
   */
  YOUNG_GENERATION: z.enum(['held', 'growing']).optional(),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  CONSOLE_DIST_DIR: z.string().min(1).default(defaultConsoleDist),
  TRUST_PROXY: trustProxySchema,
  /** Demo providers in production; elsewhere demo mode follows SMS_PROVIDER unless this says otherwise. */
  DEMO_MODE: booleanFromString.optional(),
  COOKIE_SECURE: booleanFromString.optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  /**
   * Checks every answer against the contract with zod before it is sent (a mismatch is a 500). On by default
   * in tests only: production writes answers with fast-json-stringify compiled from the same schemas.
   */
  RESPONSE_VALIDATION: booleanFromString.optional(),
  /**
   * Compresses answers of 1 kB or more (brotli or gzip, as the client accepts); `false` when a proxy in front
   * compresses instead.
   */
  COMPRESSION: booleanFromString.default(true),
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
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default(DEVELOPMENT_SANDBOX_WEBHOOK_SECRET),
  APPLE_PAY_MERCHANT_ID: z.string().optional(),
  APPLE_PAY_CERT_PATH: z.string().optional(),
  APPLE_PAY_KEY_PATH: z.string().optional(),
  /** The merchant API's platform-wide bearer token (every store); stores' own API keys work without it. */
  OPERATOR_TOKEN: z.string().min(16).optional(),
  PLATFORM_ADMINS: platformAdminsSchema,
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
  /**
   * Uploaded photos' derived files go to this S3 bucket when set (every server copy shares it), else to
   * DATA_DIR/photos. Credentials come from the usual AWS environment (AWS_ACCESS_KEY_ID, …).
   */
  PHOTO_S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible server's URL (MinIO, R2, …); addressed path-style. Unset: AWS S3 itself. */
  PHOTO_S3_ENDPOINT: z.string().url().optional(),
  PHOTO_S3_REGION: z.string().min(1).default('us-east-1'),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface AppConfig extends Environment {
  /**
   * Demo mode: the dev outbox, demo providers, the order simulator and the demo catalog by default. In
   * production only with DEMO_MODE=true; elsewhere DEMO_MODE, or on while SMS_PROVIDER is the outbox.
   */
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
  /** RESPONSE_VALIDATION, on by default when NODE_ENV=test. */
  responseValidation: boolean;
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
  const demoMode = values.DEMO_MODE ?? (production ? false : values.SMS_PROVIDER === 'outbox');
  const unsafe = productionProblems(values, { production, demoMode, cardProcessor });
  if (unsafe.length > 0) {
    throw new ConfigError(
      `Unsafe production configuration:\n${unsafe.map((line) => `  ${line}`).join('\n')}`,
    );
  }
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
    responseValidation: values.RESPONSE_VALIDATION ?? values.NODE_ENV === 'test',
    productionHosts: values.PRODUCTION_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}

/**
 * What production refuses: demo providers without an explicit DEMO_MODE=true, and the published sandbox
 * webhook secret whenever the sandbox processor runs (even in demo mode: with it anyone could forge a
 * payment event). Each line names the setting to change.
 */
function productionProblems(
  values: Environment,
  mode: { production: boolean; demoMode: boolean; cardProcessor: 'sandbox' | 'stripe' },
): string[] {
  if (!mode.production) return [];
  const problems: string[] = [];
  if (!mode.demoMode) {
    const orDemo = 'or DEMO_MODE=true for a demonstration site';
    if (values.SMS_PROVIDER === 'outbox')
      problems.push(
        `SMS_PROVIDER=outbox is a demo provider (texts are kept, not sent): set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, ${orDemo}`,
      );
    if (values.EMAIL_PROVIDER === 'outbox')
      problems.push(
        `EMAIL_PROVIDER=outbox is a demo provider (e-mails are kept, not sent): set EMAIL_PROVIDER=smtp with SMTP_URL, ${orDemo}`,
      );
    if (mode.cardProcessor === 'sandbox')
      problems.push(
        `CARD_PROCESSOR=sandbox is a demo processor (no money moves): set CARD_PROCESSOR=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, ${orDemo}`,
      );
    if (values.ORDER_SIMULATOR === true)
      problems.push(`ORDER_SIMULATOR=true moves real orders on a fake clock: remove it, ${orDemo}`);
  }
  if (
    mode.cardProcessor === 'sandbox' &&
    values.SANDBOX_WEBHOOK_SECRET === DEVELOPMENT_SANDBOX_WEBHOOK_SECRET
  )
    problems.push(
      'SANDBOX_WEBHOOK_SECRET is the published development value, so anyone could sign sandbox webhooks: set your own (16 or more random characters)',
    );
  return problems;
}

/**
 * Refuses to build a demo provider in production outside demo mode. loadConfig already refuses such a
 * configuration; this keeps a hand-made AppConfig from reaching one anyway.
 */
export function assertDemoProviderAllowed(
  config: Pick<AppConfig, 'NODE_ENV' | 'demoMode'>,
  setting: string,
): void {
  if (config.NODE_ENV === 'production' && !config.demoMode) {
    throw new ConfigError(
      `Unsafe production configuration:\n  ${setting} is a demo provider: set DEMO_MODE=true`,
    );
  }
}

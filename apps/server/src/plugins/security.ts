import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.js';
import { sendError } from '../errors/error-handler.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_BODY_TYPE = /^application\/json\s*(;|$)/i;
const IMAGE_BODY_TYPE = /^(image\/[a-z0-9.+-]+|application\/octet-stream)\s*(;|$)/i;

/**
 * Callers that are not our web app's JSON requests: the sandbox card processor (form-encoded like
 * Stripe's API, authorised by its key, no cookies) and the card processor's signed webhook.
 */
const isNonJsonPath = (url: string) => {
  const path = url.split('?')[0];
  return path === '/apis/v1/payments/webhook' || Boolean(path?.startsWith('/apis/v1/sandbox/'));
};

/** Stripe.js and its frames, allowed only when Stripe is the card processor. */
const STRIPE_HOSTS = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's body is an image's raw bytes (a photo upload): it takes `image/…` or
     * `application/octet-stream` instead of JSON. Both still need a CORS preflight from another site.
     */
    imageBody?: boolean;
  }
  interface FastifyRequest {
    /**
     * True when the browser says the request comes from another site: `Sec-Fetch-Site: cross-site`, or an
     * `Origin` that is neither ours nor in ALLOWED_ORIGINS. State changes refuse such requests; the few GETs
     * the specification makes write (a waiter call, search history) write nothing for them, because a
     * cross-site link or image carries the Lax session cookie on a top-level GET.
     */
    isCrossSite(): boolean;
  }
}

function isSameOrigin(request: FastifyRequest, origin: string, allowed: string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    // Both sides through URL so default ports compare equal (http://host:80 is http://host).
    const own = new URL(`${request.protocol}://${request.headers.host ?? ''}`);
    return new URL(origin).origin === own.origin;
  } catch {
    return false;
  }
}

function isCrossSite(request: FastifyRequest, allowed: string[]): boolean {
  const origin = request.headers.origin;
  return (
    (origin !== undefined && !isSameOrigin(request, origin, allowed)) ||
    request.headers['sec-fetch-site'] === 'cross-site'
  );
}

/** Security headers, rate limiting, and the CSRF rules: JSON bodies only and a same-origin Origin. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const stripe = config.cardProcessor === 'stripe';
  // Helmet's middleware built once: @fastify/helmet built it anew for every request (parsing the whole CSP
  // each time), 5% of the server's CPU on a store page's answer.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_HOSTS.script : [])],
        // antd-mobile sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? STRIPE_HOSTS.connect : [])],
        ...(stripe ? { frameSrc: ["'self'", ...STRIPE_HOSTS.frame] } : {}),
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/apis/'),
  });

  app.decorateRequest('isCrossSite', function (this: FastifyRequest) {
    return isCrossSite(this, config.allowedOrigins);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/apis/') || isNonJsonPath(request.url))
      return;
    if (request.isCrossSite()) return sendError(reply, 'ORIGIN_FORBIDDEN');
    const contentType = request.headers['content-type'] ?? '';
    const accepted = request.routeOptions.config.imageBody ? IMAGE_BODY_TYPE : JSON_BODY_TYPE;
    if (hasBody(request) && !accepted.test(contentType)) {
      return sendError(reply, 'CONTENT_TYPE_UNSUPPORTED');
    }
  });
}

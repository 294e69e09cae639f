import swagger from '@fastify/swagger';
import { API_BASE_PATH, APP_VERSION } from '@nearbite/domain/app-constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { appEventsPlugin } from './composition/app-events.plugin.js';
import { appJobsPlugin } from './composition/app-jobs.plugin.js';
import { appRoutesPlugin } from './composition/app-routes.plugin.js';
import { createAppServices } from './composition/app-services.js';
import { type AppConfig, fastifyTrustProxy } from './config.js';
import type { Database } from './db/client.js';
import { envelopeFrameworkOptions, registerErrorHandler } from './errors/error-handler.js';
import { createCardProcessor } from './integrations/card-processor/create-card-processor.js';
import type { EmailProvider } from './integrations/email/email-provider.js';
import type { Geocoder } from './integrations/geocoder/geocoder.js';
import type { PhotoStore } from './integrations/photo-store/photo-store.js';
import type { SmsProvider } from './integrations/sms/sms-provider.js';
import { type Clock, systemClock } from './lib/clock.js';
import { logSerializers } from './lib/log-serializers.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { docsRoutesPlugin } from './modules/docs/docs.routes.js';
import { jsonSchemaTransformObjectWithExamples } from './modules/docs/openapi-examples.js';
import { healthRoutesPlugin } from './modules/health/health.routes.js';
import { registerCompression } from './plugins/compression.plugin.js';
import { registerConsoleApp } from './plugins/console-app.js';
import { registerSecurity } from './plugins/security.js';
import { registerSessions } from './plugins/session.js';
import { registerStorableTextGuard } from './plugins/storable-text.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  sms?: SmsProvider;
  email?: EmailProvider;
  geocoder?: Geocoder;
  /** Where uploaded photos' files go; tests give an S3 store. Default: from the configuration. */
  photoStore?: PhotoStore;
  /** Where logs go; tests capture them to prove secrets never appear. */
  logStream?: NodeJS.WritableStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes /readyz answer 503 so the load balancer stops sending requests before shutdown. */
    startDraining(): void;
  }
}

/** The built server: Fastify with the jobs and draining decorators (typed by declaration merging). */
export type NearbiteApp = FastifyInstance;

/** Builds the whole API and web server; used by main.ts and by every test. */
export async function buildApp(deps: AppDependencies): Promise<NearbiteApp> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // No query strings, secret route parameters, SQL parameters or row values: see log-serializers.ts.
      serializers: logSerializers,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    ...envelopeFrameworkOptions,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Production writes answers with fast-json-stringify compiled from the contract; tests check them with zod.
  app.setSerializerCompiler(responseSerializerCompiler({ validate: config.responseValidation }));
  registerErrorHandler(app);
  registerStorableTextGuard(app);
  if (config.COMPRESSION) registerCompression(app);

  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Nearbite API',
        version: APP_VERSION,
        description: 'Ordering from nearby restaurants and shops.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    // Fills components.schemas with the contract's `.meta({ id })` schemas that the paths reference, and shows
    // each route's example on its body and answer.
    transformObject: jsonSchemaTransformObjectWithExamples,
  });
  await registerSecurity(app, config);

  const cards = await createCardProcessor(config, database.db, clock);
  const services = createAppServices({ ...deps, clock, log: app.log, cards });
  await app.register(appJobsPlugin, { config, database, clock, services });
  await app.register(appEventsPlugin, { database, clock });
  await registerSessions(app, config, services.auth);
  await app.register(healthRoutesPlugin, {
    readiness: { isDraining: () => draining, pingDatabase: () => database.ping() },
  });
  await app.register(docsRoutesPlugin);
  await app.register(appRoutesPlugin, { prefix: API_BASE_PATH, config, services });
  const consoleShell = await registerConsoleApp(app, config.CONSOLE_DIST_DIR);
  await registerWebApp(app, config.WEB_DIST_DIR, {
    storeBanner: (businessId) => services.store.firstBanner(businessId),
    consoleShell,
  });
  return app;
}

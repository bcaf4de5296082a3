import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { bidsRoutes } from './features/bids/bids.routes.ts';
import { consentsRoutes } from './features/consents/consents.routes.ts';
import { dashboardsRoutes } from './features/dashboards/dashboards.routes.ts';
import { exchangeRatesRoutes } from './features/exchange-rates/exchange-rates.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { loadChatMessageEvent } from './features/messages/messages.service.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { loadNotificationEvent } from './features/notifications/notifications.service.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { realtimeRoutes } from './features/realtime/realtime.routes.ts';
import { hospitalProfilesRoutes } from './features/hospital-profiles/hospital-profiles.routes.ts';
import { recordsRoutes } from './features/records/records.routes.ts';
import type { RecordsVault } from './features/records/records.service.ts';
import { createRecordStore } from './features/records/storage/create-record-store.ts';
import type { RecordStore } from './features/records/storage/record-store.ts';
import { referralsRoutes } from './features/referrals/referrals.routes.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { symptomCheckerRoutes } from './features/symptom-checker/symptom-checker.routes.ts';
import { testimonialsRoutes } from './features/testimonials/testimonials.routes.ts';
import { treatmentRequestsRoutes } from './features/treatment-requests/treatment-requests.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import './lib/fastify-types.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { CLIENT_DIST_DIR, clientAppPlugin } from './plugins/client-app.ts';
import { cataloguePagesRoutes } from './features/catalogue/catalogue-pages.routes.ts';
import { SSR_DIST_DIR } from './features/catalogue/catalogue-renderer.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { drainOnClosePlugin } from './plugins/drain-on-close.ts';
import { errorHandlerPlugin, replyToFrameworkError } from './plugins/error-handler.ts';
import { inputGuardsPlugin } from './plugins/input-guards.ts';
import {
  DEFAULT_REQUEST_DEADLINES,
  requestDeadlinesPlugin,
  type RequestDeadlines,
} from './plugins/request-deadlines.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionCookieName, sessionPlugin } from './plugins/session.ts';
import { websocketHubPlugin, type WebsocketHubOptions } from './plugins/websocket-hub.ts';

/** Messages one user may send per minute before 429 (SECURITY §1 rate limits per route). */
const MESSAGES_PER_MINUTE = 30;

/** Symptom analyses per minute per signed-in user, or per IP when anonymous (DESIGN §5). */
const SYMPTOM_ANALYSES_PER_MINUTE = 10;

/** Request bodies above this are refused with 413 (SECURITY §2). */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  sessionSecret: string;
  /** The records master key, 32 bytes (RECORDS_MASTER_KEY or the generated one, secrets.ts). */
  recordsMasterKey: Buffer;
  /** Where record files go; by default {@link createRecordStore} of the configuration. */
  recordStore?: RecordStore;
  logger?: FastifyServerOptions['logger'];
  /** Where e-mail goes; by default {@link createMailer} of the configuration. */
  mailer?: Mailer;
  /** Per-user socket cap and heartbeat interval of `/ws` (tests shorten them). */
  realtime?: Pick<WebsocketHubOptions, 'maxSocketsPerUser' | 'heartbeatIntervalMs'>;
  /** How long request bodies may take to arrive (tests shorten them). */
  requestDeadlines?: RequestDeadlines;
  /**
   * The SSR build's folder (ADR 0055), by default dist/ssr; tests give one that does not
   * exist, so they never depend on whether a build was made.
   */
  ssrDir?: string;
}

/**
 * Builds the whole application: API, realtime `/ws`, sessions, security, docs and the built client. Used by
 * main.ts and, with an in-memory or test database, by the tests (`app.inject`).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const isHttps = config.appOrigin.startsWith('https:');
  const deadlines = options.requestDeadlines ?? DEFAULT_REQUEST_DEADLINES;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
    return503OnClosing: true,
    // Node's own backstop, at the longest any route allows; the plugin holds the others to less.
    requestTimeout: deadlines.uploadTotalMs + deadlines.bodyMs,
    forceCloseConnections: 'idle',
    frameworkErrors: replyToFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only (SECURITY §2): a text/plain body, which a cross-site form can send, is a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // Compiled JSON serializers (ADR 0035); the tests also check each response against zod's.
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ verify: config.nodeEnv === 'test' }),
  );
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('mailer', options.mailer ?? createMailer(config, { logger: app.log }));
  const records: RecordsVault = {
    store: options.recordStore ?? createRecordStore(config),
    masterKey: options.recordsMasterKey,
  };
  app.decorate('records', records);

  await app.register(errorHandlerPlugin, { health: database.health });
  await app.register(drainOnClosePlugin);
  await app.register(requestDeadlinesPlugin, deadlines);
  await app.register(securityHeadersPlugin, {
    isHttps,
    formRedirectOrigins: config.oidc ? [new URL(config.oidc.issuerUrl).origin] : [],
  });
  await app.register(compressionPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(apiDocsPlugin);
  await app.register(healthRoutes, { database });
  await app.register(websocketHubPlugin, {
    ...options.realtime,
    database,
    loadFrame: {
      chat_message: (id) => loadChatMessageEvent(database.db, id),
      notification: (id) => loadNotificationEvent(database.db, id),
    },
  });

  const perMinute = (max: number) => ({
    max: config.rateLimitsEnabled ? max : Number.MAX_SAFE_INTEGER,
    timeWindow: '1 minute',
  });
  const authRateLimit = perMinute(10);
  // Per signed-in user, after the session is loaded: a flood of messages is refused, not pushed.
  const messageRateLimit = {
    ...perMinute(MESSAGES_PER_MINUTE),
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.session?.userId ?? request.ip,
  };
  const analysisRateLimit = { ...messageRateLimit, ...perMinute(SYMPTOM_ANALYSES_PER_MINUTE) };

  await app.register(async (api) => {
    await api.register(sessionPlugin, {
      db: database.db,
      secret: options.sessionSecret,
      isHttps,
      idleTimeoutMs: config.sessionIdleTimeoutMs,
      absoluteTimeoutMs: config.sessionAbsoluteTimeoutMs,
    });
    await api.register(csrfPlugin, { allowedOrigins: config.allowedOrigins });
    await api.register(inputGuardsPlugin);
    await api.register(authRoutes, { authRateLimit, sessionSecret: options.sessionSecret });
    await api.register(usersRoutes);
    await api.register(treatmentRequestsRoutes);
    await api.register(bidsRoutes);
    await api.register(messagesRoutes, { messageRateLimit });
    await api.register(realtimeRoutes);
    await api.register(symptomCheckerRoutes, {
      analysisRateLimit,
      sessionSecret: options.sessionSecret,
    });
    await api.register(dashboardsRoutes);
    await api.register(adminRoutes);
    await api.register(supportRoutes, { perMinute });
    await api.register(referralsRoutes);
    await api.register(testimonialsRoutes);
    await api.register(paymentsRoutes);
    await api.register(recordsRoutes, { vault: records });
    await api.register(hospitalProfilesRoutes, { vault: records });
    await api.register(consentsRoutes);
    await api.register(notificationsRoutes);
    await api.register(exchangeRatesRoutes);
    await api.register(catalogueRoutes);
  });

  // Outside the session scope: the catalogue's pages are the same for everyone (ADR 0055).
  await app.register(cataloguePagesRoutes, {
    db: database.db,
    clientDir: CLIENT_DIST_DIR,
    ssrDir: options.ssrDir ?? SSR_DIST_DIR,
    appOrigin: config.appOrigin,
    sessionCookie: sessionCookieName(isHttps),
  });

  await app.register(clientAppPlugin, { sessionCookie: sessionCookieName(isHttps) });
  return app;
}

/** Builds the whole server: database, identity provider, API routes, demo data and the two front ends. */
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Endpoint } from '@tagtrail/contract';
import type { ServerConfig } from './config';
import { apiLoginProblems, openDatabase, type Database } from './db/client';
import { startOperatorSocket, type OperatorSocket } from './operations/operator-socket';
import { registerMetricsRoute, serverMetrics } from './operations/metrics';
import { readinessCheck } from './operations/readiness';
import { demoReadingsSince, seedDemoData } from './demo/demo-data';
import { ApiFailure } from './http/api-failure';
import { ERROR_SERVER_OPTIONS, registerErrorHandling } from './http/errors';
import { hardenedServerOptions, registerHardening } from './http/hardening';
import { createRouter } from './http/route';
import { registerOpenApiRoutes } from './http/openapi.routes';
import { portalFallback, registerStaticSite } from './http/static';
import { registerSupportRoutes } from './support/support.routes';
import { registerIdentity, registerPasswordRoutes } from './identity';
import type { SecretBox } from './identity/secret-box';
import { registerPartnerUserRoutes } from './partners/partner-users.routes';
import { registerPartnerRoutes } from './partners/partners.routes';
import { registerCustomerOptionRoutes } from './customers/customer-options.routes';
import { registerAdminLotRoutes } from './lots/admin-lots.routes';
import { registerCustomerRoutes } from './customers/customers.routes';
import { registerCustomerUserRoutes } from './customers/customer-users.routes';
import { registerPartnerLotRoutes } from './lots/partner-lots.routes';
import { registerCustomerLotRoutes } from './lots/customer-lots.routes';
import { registerMyAppRoutes } from './apps/my-app.routes';
import { registerSalesPointRoutes } from './points-of-sale/sales-points.routes';
import { registerDeviceRoutes } from './devices/devices.routes';
import { registerPromotionRoutes } from './promotions/promotions.routes';
import { registerPointOfSaleRedemptionRoutes } from './promotions/point-of-sale-redemption.routes';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';
import { registerCategoryRoutes } from './catalogue/categories.routes';
import { registerProductLineRoutes } from './catalogue/product-lines.routes';
import { registerProductImageRoutes } from './catalogue/product-images.routes';
import { registerProductRoutes } from './catalogue/products.routes';
import { registerPublicReadingRoutes } from './public/public-reading.routes';
import { sharedOfflineGeocoder } from './geo/offline-geocoder';
import { registerAlertWebhookRoutes } from './alert-webhooks/alert-webhooks.routes';
import { registerApiKeyRoutes } from './epcis/api-keys.routes';
import { registerEpcisRoutes } from './epcis/epcis-events.routes';
import { startWebhookSender, type WebhookSender } from './alert-webhooks/webhook-outbox';
import { JUDGE_SETTLE_MS, judgeNotedReadings } from './suspicious-readings/judge-readings';
import { registerSuspicionAlertRoutes } from './suspicious-readings/suspicion-alerts.routes';
import { foldReadings, startReadingFolder, type ReadingFolder } from './tags/fold-readings';
import { keepReadingMonths, prepareReadingPartitions, startReadingMonthsKeeper } from './tags/reading-partitions';
import type { Rounds } from './background/rounds';
import { registerTagPageRoutes } from './public/tag-page.routes';
import { secureTapVerifier } from './public/secure-tap-verifier';
import { secureTaps } from './public/secure-taps';
import { lotKeyBox } from './lots/secure-lot-keys';
import { registerPromotionPageRoutes } from './public/promotion-page.routes';
import { deviceCookies } from './public/scan-device';
import { newDeviceBudget } from './public/new-device-budget';
import { visitorTags } from './public/public-tags.repository';
import { registerAppLinkRoutes } from './public/app-links.routes';
import { registerGs1ResolverRoutes } from './gs1-resolver/gs1-resolver.routes';
import { registerPartnerTagRoutes } from './tags/partner-tags.routes';
import { registerCustomerTagRoutes } from './tags/customer-tags.routes';
import { registerAppConfigRoutes } from './apps/app-configs.routes';
import { registerAppTemplateRoutes } from './apps/app-templates.routes';
import { folderStorage, memoryStorage } from './files/file-storage';
import { IN_MEMORY_DATA_DIR } from './config';
import { registerCompression } from './http/compression';

export interface Server {
  app: FastifyInstance;
  /** The owner's database, outside any tenant: for the identity provider, demo data and tests' own checks. */
  db: Database;
  /** Every contract endpoint the server routes, for the generated isolation and bad-input suites. */
  routedEndpoints: readonly Endpoint[];
  /**
   * Resolves once the work accepted calls started after answering (a promotion's processing job, issue 13; the
   * readings scans noted, folded) has finished, and any unfinished job whose lease has expired has been taken up and
   * finished: the signal tests wait for, instead of a number of milliseconds.
   */
  backgroundWorkDone(): Promise<void>;
  /** Picks up rotated signing keys at once rather than within a minute (`tagtrail keys rotate`; tests). */
  reloadSigningKeys(): Promise<void>;
  /** What seals the secrets kept in the database under the key file, for tests' own checks (secure lots' keys). */
  secretBox: SecretBox;
  close(): Promise<void>;
}

/**
 * See visitorTags. While the scan's statement kept the dashboard's counters, more groups at once only waited on the
 * same counter rows (`pnpm bench:scan`, PostgreSQL 15, 2 cores, 50 connections: 1 at a time 4,577 scans/s, 2: 4,454,
 * 4: 4,133, 8: 3,732). Since migration 0027 the counters are folded apart from the scans, and groups store at once
 * without meeting: 4 keeps the database busy while other groups cross the network (one run each, 2: 4,922 scans/s,
 * 4: 5,430, within this machine's drift of a fifth).
 */
const SCAN_GROUPS_AT_ONCE_ON_POSTGRESQL = 4;
/** Readings a fold takes at once on PGlite, where scans wait for it: a few milliseconds' work. */
const PGLITE_FOLD_BATCH = 200;
/** PGlite has no autovacuum: the folded notes' dead rows are vacuumed every this many rounds (four minutes at 1 s). */
const PGLITE_FOLD_ROUNDS_PER_VACUUM = 240;
/**
 * The suspicious-reading rules run every this many fold rounds on PGlite: each look at a tag's history serves the
 * tag's readings of all those rounds (judged a round at a time, a tag read every second was looked up at each).
 */
const PGLITE_JUDGE_EVERY_ROUNDS = 5;
/** Readings a judge statement takes at once on PGlite, the notes of a tag together: a few milliseconds, as a fold. */
const PGLITE_JUDGE_BATCH = 500;

/**
 * DATABASE_API_URL's login must hold the tenant role and nothing else (issue 25 §3): in production a server whose API
 * login could escalate does not start; elsewhere it says so.
 */
async function refuseEscalatingApiLogin(apiDb: Database, config: ServerConfig, log: FastifyBaseLogger): Promise<void> {
  const problems = await apiLoginProblems(apiDb);
  if (problems.length === 0) return;
  const message = `DATABASE_API_URL's login could escape the tenant role: ${problems.join('; ')}`;
  if (config.production) throw new Error(`${message}. See README "Running it for real".`);
  log.warn(message);
}

export async function buildServer(config: ServerConfig): Promise<Server> {
  const database = await openDatabase(config);
  const app = Fastify({
    logger: { level: config.logLevel, ...(config.logStream === undefined ? {} : { stream: config.logStream }) },
    // One line per request only at debug (the onResponse hook below): at info an operator reads what happened, not
    // every scan. Each request's id is ours, never a client's, and goes back in x-request-id for support to quote.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // DESIGN "Server": the spec writes both `tagLoteParceiro` and `tagloteparceiro`, `pagination` and `pagination/`.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    ...hardenedServerOptions(config),
    ...ERROR_SERVER_OPTIONS,
  });
  let readingFolder: ReadingFolder | undefined;
  let webhookSender: WebhookSender | undefined;
  let readingMonthsKeeper: Rounds | undefined;
  let operatorSocket: OperatorSocket | undefined;
  const tapVerifier = secureTapVerifier();
  // SIGTERM's order (issue 25 §6): no new requests, the ones in flight answered (their scans' groups committed), the
  // fold stopped and run once more, so the readings just stored are folded too, then the database closed.
  const close = async () => {
    try {
      stopping = true;
      await operatorSocket?.close();
      await app.close();
      app.log.info('requests answered; no more are taken');
      await tapVerifier.close();
      await webhookSender?.stop();
      await readingMonthsKeeper?.stop();
      await readingFolder?.stop();
      if (readingFolder !== undefined) {
        await foldReadings(database.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'the last fold before closing failed; the next start folds those readings'),
        );
        // And judged (issue 28), so that a restart does not begin with a backlog of them.
        await judgeNotedReadings(database.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'the last judge before closing failed; the next start judges those readings'),
        );
      }
      app.log.info('readings folded');
    } finally {
      await database.close();
    }
  };
  let stopping = false;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Once stopping, each answer ends its connection: a keep-alive connection that was busy when the stop began would
  // otherwise hold the close for its idle timeout (72 s) after its answer went out.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  const metrics = serverMetrics(app, database.db);

  try {
    const { db } = database;
    if (database.apiDb !== db) await refuseEscalatingApiLogin(database.apiDb, config, app.log);
    await registerHardening(app, config);
    await registerCompression(app);
    // Error handling comes first: a route keeps the error handler that was in force when it was added.
    registerErrorHandling(app, portalFallback(config));
    await registerStaticSite(app, config);
    registerSupportRoutes(app, config);

    const identity = await registerIdentity(app, { db, config, onSignInFailed: metrics.signInFailed });
    registerMetricsRoute(app, metrics, config.metricsToken);
    const router = createRouter(app, identity, database.apiDb);
    const files = config.filesDir === IN_MEMORY_DATA_DIR ? memoryStorage() : folderStorage(config.filesDir);
    // PGlite runs one statement at a time: a second group stored at once would only wait. A PostgreSQL server stores
    // a few at once on the pool's connections, leaving the rest of the pool to the portal.
    const visitor = visitorTags(db, {
      groupsAtOnce: config.databaseUrl === undefined ? 1 : SCAN_GROUPS_AT_ONCE_ON_POSTGRESQL,
      onGroupStored: metrics.scanGroupStored,
    });
    const devices = deviceCookies(
      identity.deviceCookieKeys,
      config.publicUrl.startsWith('https:'),
      newDeviceBudget(config.newDevicesPerAddressPerHour, config.clock),
    );
    const taps = secureTaps(db, lotKeyBox(identity.secretBox), tapVerifier);
    await registerTagPageRoutes(app, {
      visitor,
      devices,
      taps,
      files,
      publicDist: config.publicDist,
      storeLinks: { apple: config.appLinks.storeUrlApple, google: config.appLinks.storeUrlGoogle },
    });
    registerPromotionPageRoutes(app, db, files);
    registerAppLinkRoutes(app, { db, config });
    registerGs1ResolverRoutes(app, { db, publicUrl: config.publicUrl, files });

    app.get('/api/health', async () => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: the database does not answer');
        throw new ApiFailure(503, 'UNAVAILABLE', 'DATABASE_UNAVAILABLE');
      }
      return { status: 'ok', database: 'ok' };
    });
    const ready = readinessCheck(
      db,
      () => ({
        readingFold: readingFolder?.state() ?? 'off',
        promotionProcessing: promotionJobs.state(),
      }),
      () => sharedOfflineGeocoder().state(),
    );
    app.get('/api/ready', async (_request, reply) => {
      const answer = await ready();
      reply.code(answer.ready ? 200 : 503).header('cache-control', 'no-store');
      return answer;
    });
    registerPartnerRoutes(router);
    registerCustomerOptionRoutes(router);
    registerAdminLotRoutes(router, { publicUrl: config.publicUrl, secretBox: identity.secretBox });
    registerPartnerUserRoutes(router);
    registerPasswordRoutes(router, identity.attemptThrottle);
    registerCustomerRoutes(router);
    registerCustomerUserRoutes(router);
    registerPartnerLotRoutes(router, { publicUrl: config.publicUrl });
    registerCustomerLotRoutes(router);
    registerCategoryRoutes(router);
    registerProductLineRoutes(router);
    registerProductImageRoutes(router, app, files);
    registerProductRoutes(router);
    registerPartnerTagRoutes(router);
    registerCustomerTagRoutes(router);
    registerPublicReadingRoutes(router, {
      visitor,
      devices,
      places: sharedOfflineGeocoder(),
      taps,
    });
    registerAppConfigRoutes(router);
    registerAppTemplateRoutes(router, files);
    registerMyAppRoutes(router);
    registerSalesPointRoutes(router);
    registerDeviceRoutes(router);
    const promotionJobs = registerPromotionRoutes(router, app, db, identity.attemptThrottle, {
      pauseBetweenStepsMs: config.promotionJobStepPauseMs,
    });
    registerPointOfSaleRedemptionRoutes(router, identity.attemptThrottle);
    registerDashboardRoutes(router);
    registerSuspicionAlertRoutes(router);
    // A local receiver is allowed outside production only, here as by the sender below.
    registerAlertWebhookRoutes(router, {
      secretBox: identity.secretBox,
      allowLoopback: !config.production,
      ...(config.webhookResolve === undefined ? {} : { resolve: config.webhookResolve }),
    });
    // The EPCIS query interface (issue 29 §5): its bearer token is a customer's API key, not a user's token.
    registerApiKeyRoutes(router);
    registerEpcisRoutes(app, { db: database.apiDb, secretBox: identity.secretBox, publicUrl: config.publicUrl });
    await registerOpenApiRoutes(app);

    // Every month a reading may be stored in has its partition before any scan (migration 0046); the demo's past
    // readings theirs too, so they sit in their months as a real deployment's would. Expired months wait for the
    // hourly round: dropping them does not hold up a start.
    const startedAt = new Date();
    await keepReadingMonths(db, { retentionMonths: undefined, now: startedAt });
    if (config.demoData) {
      await prepareReadingPartitions(db, demoReadingsSince(startedAt), startedAt);
      await seedDemoData(db, app.log, files, lotKeyBox(identity.secretBox));
    }
    readingFolder = startReadingFolder(db, {
      intervalMs: config.readingFoldIntervalMs,
      ...(config.databaseUrl === undefined
        ? {
            batch: PGLITE_FOLD_BATCH,
            vacuumEveryRounds: PGLITE_FOLD_ROUNDS_PER_VACUUM,
            judge: { everyRounds: PGLITE_JUDGE_EVERY_ROUNDS, batch: PGLITE_JUDGE_BATCH },
          }
        : { judge: { settleMs: JUDGE_SETTLE_MS } }),
      onError: (error) => app.log.error({ err: error }, 'folding the readings failed; their readers fold them'),
    });
    readingMonthsKeeper = startReadingMonthsKeeper(db, {
      retentionMonths: config.readingsRetentionMonths,
      log: (done) => app.log.info(done, 'reading months kept: partitions made ahead, expired readings dropped'),
      onError: (error) => app.log.error({ err: error }, 'keeping the reading months failed; the next hour tries again'),
    });
    // The alerts' webhooks (issue 28 §4): a local receiver is allowed outside production only.
    webhookSender = startWebhookSender(db, identity.secretBox, {
      intervalMs: config.webhookSendIntervalMs,
      allowLoopback: !config.production,
      ...(config.webhookResolve === undefined ? {} : { resolve: config.webhookResolve }),
      onError: (error) => app.log.error({ err: error }, 'sending alert webhooks failed; the next round tries again'),
    });
    await app.ready();
    // `tagtrail backup` while this server holds the PGlite folder (operations/operator-socket.ts).
    if (database.snapshot !== undefined && config.databaseUrl === undefined && config.dataDir !== IN_MEMORY_DATA_DIR)
      operatorSocket = await startOperatorSocket(config.dataDir, database.snapshot, app.log);
    const backgroundWorkDone = async () => {
      // A job is kicked on the next turn of the event loop after its call's answer went out; looking for unfinished
      // work now also takes up what the start-up look or the timer would find (an expired lease), so a test waits
      // for it here instead of for the timer.
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
      await promotionJobs.resumeAll();
      await promotionJobs.idle();
      // The readings the scans noted, folded as their readers would (tags/fold-readings.ts).
      await foldReadings(db);
    };
    return {
      app,
      db,
      routedEndpoints: router.endpoints,
      backgroundWorkDone,
      reloadSigningKeys: identity.reloadKeys,
      secretBox: identity.secretBox,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

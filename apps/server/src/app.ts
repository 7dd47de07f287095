import type { Writable } from 'node:stream';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { answerCache, changesSharedAnswers } from './platform/answer-cache.js';
import { answerSerializer } from './platform/answers.js';
import { registerDrain, serverTimeouts } from './platform/connections.js';
import type { AppContext, SmsProvider } from './platform/context.js';
import { serializeError } from './platform/db-errors.js';
import { clientErrorHandler, frameworkErrorAnswer, registerErrorHandling } from './platform/errors.plugin.js';
import { redactPaths, registerObservability } from './platform/observability.js';
import { AccessLog, requestLogger } from './platform/request-logger.js';
import { apiHeaders, docsCsp, securityHeaders } from './platform/security.js';
import { registerCookies } from './platform/cookies.js';
import { registerIdleCollection } from './platform/idle-gc.js';
import { registerRequestStart } from './platform/request-start.js';
import type { Storage } from './platform/storage.js';
import { openStorage } from './platform/storage-open.js';
import { registerCompression, registerWebClient } from './platform/web.js';
import { gatewaySms, logSms, webhookSms } from './modules/accounts/sms.provider.js';
import { smsGateway } from './lib/sms/index.js';
import { currentViewer } from './modules/accounts/session.service.js';
import { createLiveHub } from './modules/messages/live.hub.js';
import { modules, wireModules } from './modules/index.js';
import { publicPages } from './modules/public-pages.js';
import { registerPublicPage } from './platform/public-pages.js';

export interface BuildOptions {
  /** an already open database (tests); otherwise opened from the config */
  database?: Database;
  sms?: SmsProvider;
  storage?: Storage;
  now?: () => Date;
  /** where pino writes (tests capture logs); stdout by default */
  logStream?: Writable;
  /** serve the built web client (default true) */
  web?: boolean;
  /** told every route as it is registered, schemas included (test/input-strings.test.ts walks them) */
  onRoute?: (route: RouteOptions) => void;
}

/** Where login/registration codes go: SMS_PROVIDER (config.sms.ts). */
function codeSender(config: Config, log: FastifyInstance['log']): SmsProvider {
  if (config.sms.gateway) return gatewaySms(smsGateway(config.sms.gateway), log);
  return config.sms.provider === 'webhook' ? webhookSms(config.sms.webhookUrl!) : logSms(log);
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole server: plugins, then modules. Does not listen. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: { err: serializeError },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // req.log makes its pino child only when something is logged (platform/request-logger.ts)
    childLoggerFactory: requestLogger,
    // one access line per request ("request completed", with the request: platform/request-logger.ts)
    logController: new AccessLog(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY); a hop count trusts that many nearest hops
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    clientErrorHandler, // 431 and other parser refusals in the envelope
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
    // a path the router cannot decode (`/api/Common/%ff`) in the envelope, with the API's security headers
    frameworkErrors: frameworkErrorAnswer(apiHeaders(securityHeaders({ https: config.secureCookies }))),
    ...serverTimeouts(config.limits),
    // the drain (platform/connections.ts) has already turned the load balancer away; serve what still arrives
    return503OnClosing: false,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // answers checked against their schemas in tests and development, sent as they are in production (platform/answers.ts)
  app.setSerializerCompiler(answerSerializer(config.answerCheck));

  // before the database: a bucket that is missing or refuses the key stops the start (ConfigError naming the variable)
  const storage = opts.storage ?? (await openStorage(config));
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      memory: config.memoryDb,
      sharedBuffers: config.pgliteSharedBuffers,
    }));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage,
    sms: opts.sms ?? codeSender(config, app.log),
    live: createLiveHub(database),
    answers: answerCache({ ttlMs: config.answerCacheMs }),
    documentAnswers: new Map(),
    now: opts.now ?? (() => new Date()),
    readViewer: (req) => currentViewer(ctx, req),
  };
  app.decorate('ctx', ctx);
  const stopWatching = database.onWrite((written) => {
    if (changesSharedAnswers(written)) ctx.answers.clear();
  });
  const state = { shuttingDown: false };
  app.addHook('onClose', async () => {
    state.shuttingDown = true;
    stopWatching();
    await ctx.live.close();
    if (!opts.database) await database.close();
    if (!opts.storage) storage.close?.();
  });

  registerErrorHandling(app);
  // every answer carries the security headers and its request id; the Origin check and the drain's Connection: close:
  // one synchronous onRequest hook (platform/request-start.ts)
  registerRequestStart(app, { https: config.secureCookies, publicUrl: config.publicUrl, state });
  await registerCompression(app);
  registerCookies(app); // parsed when first read (platform/cookies.ts)
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'BoothHub API', version: '1.0.0', description: 'Every call answers in the envelope of docs/rules/api.md.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: docsCsp });
  registerObservability(app, state);
  registerDrain(app, state);
  // once quiet: the kept answers past their time let go (up to 16 M characters, rendered pages among them), then V8 collects
  registerIdleCollection(app, config.timers.idleGcMs, () => ctx.answers.prune());

  for (const register of modules) await register(app);
  wireModules(app);
  for (const kind of publicPages) registerPublicPage(kind);

  if (opts.web !== false) await registerWebClient(app, config.webDist, config.webSsr);
  await ctx.live.start();
  return app;
}

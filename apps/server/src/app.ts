import path from 'node:path';
import type { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import type { AppContext } from './platform/context.js';
import { registerErrorHandling } from './platform/errors.plugin.js';
import { redactPaths, registerObservability } from './platform/observability.js';
import { registerOriginCheck } from './platform/origin.js';
import { localDiskStorage, type Storage } from './platform/storage.js';
import { registerWebClient } from './platform/web.js';
import { logSms, webhookSms, type SmsProvider } from './modules/accounts/sms.provider.js';
import { createLiveHub } from './modules/messages/live.hub.js';
import { modules } from './modules/index.js';

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
}

/** The whole server: plugins, then modules. Does not listen. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, memory: config.memoryDb }));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage: opts.storage ?? localDiskStorage(path.resolve(config.dataDir, 'files')),
    sms: opts.sms ?? (config.sms.provider === 'webhook' ? webhookSms(config.sms.webhookUrl!) : logSms(app.log)),
    live: createLiveHub(database),
    now: opts.now ?? (() => new Date()),
  };
  app.decorate('ctx', ctx);
  const state = { shuttingDown: false };
  app.addHook('onClose', async () => {
    state.shuttingDown = true;
    await ctx.live.close();
    if (!opts.database) await database.close();
  });

  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: 200 * 1024 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'BoothHub API', version: '1.0.0', description: 'Every call answers in the envelope of product.md §4.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerOriginCheck(app, config.publicUrl);
  registerObservability(app, state);

  for (const register of modules) await register(app);

  if (opts.web !== false) await registerWebClient(app, config.webDist);
  await ctx.live.start();
  return app;
}

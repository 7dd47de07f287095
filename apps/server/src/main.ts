import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { serveBackups } from './db/dump/backup-socket.js';
import { useProjectFonts } from './lib/fonts.js';
import { copyDemoImage, settleDemoImage } from './modules/demo/demo.image.js';
import { seedDemoData } from './modules/demo/demo.service.js';
import { moveDemoScheduleDays } from './modules/exhibitions/exhibitions.demo.js';
import { demoSeedSteps } from './modules/index.js';

/** Starts the server: config, app, demo data on an empty embedded database, listen, graceful shutdown. */
async function main() {
  // text on pictures is drawn with the project's fonts only, the same on every machine (lib/fonts.ts)
  useProjectFonts();
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  // the first start of an empty embedded database takes the demo data made by the build (decision 088), not a seeding
  const copied = copyDemoImage(config);
  let app;
  try {
    app = await buildApp(config);
  } catch (e) {
    // a configuration only the start can check (the S3 bucket and key): the same message and exit code
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  // the signals are handled from here on: a SIGTERM between the listen and a later handler killed the process
  // outright (an orchestrator that stops an instance as soon as it is ready; shutdown.test.ts saw it under load)
  let backups: Awaited<ReturnType<typeof serveBackups>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // SIGTERM comes from an orchestrator with a load balancer to drain; SIGINT is a person at a terminal
    const drainMs = signal === 'SIGTERM' ? config.limits.shutdownDrainMs : 0;
    const force = setTimeout(() => process.exit(1), drainMs + 15_000).unref();
    await backups?.close();
    await app.drainAndClose(drainMs);
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (config.demoData && app.ctx.database.kind === 'pglite') {
    const days = await settleDemoImage(app.ctx.db, app.ctx.now(), moveDemoScheduleDays);
    if (days !== undefined) app.log.info({ copied, days }, 'demo data taken from the prepared image, its dates moved by days');
  }
  if (config.demoData) await seedDemoData(app.ctx, app.log, demoSeedSteps);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: app.ctx.database.kind, storage: config.storage.kind }, 'BoothHub is running');
  // the embedded database can only be read from inside this process: `npm run db -- backup` asks here (decision 039)
  if (app.ctx.database.kind === 'pglite' && !stopping) {
    backups = await serveBackups(app.ctx.database, app.ctx.storage, config.dataDir, app.log).catch((err: unknown) => {
      app.log.warn({ err }, 'the backup socket could not be opened: `npm run db -- backup` will not reach this server');
      return undefined;
    });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

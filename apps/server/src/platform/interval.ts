import type { FastifyInstance } from 'fastify';

/**
 * Run `run` every `every` milliseconds on this instance (0 or less: never),
 * one run at a time (a tick while one runs is skipped), failures logged,
 * stopped when the app closes (which waits for a run under way). The timers
 * of the modules (task timers, the file sweep) start with this.
 */
export function runEvery(app: FastifyInstance, every: number, name: string, run: () => Promise<unknown>) {
  if (!Number.isFinite(every) || every <= 0) return;
  let running: Promise<unknown> | null = null;
  let closed = false;
  const timer = setInterval(() => {
    if (running || closed) return;
    running = run()
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}

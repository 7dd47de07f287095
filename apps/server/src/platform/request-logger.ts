import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = { level?: string; [option: string]: unknown };
type Log = (...args: unknown[]) => void;

const LEVEL: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * A request's logger (`req.log`) that makes its pino child (the request id bound, redaction, the route's level) only
 * when something is logged at a level that is on: a call that logs nothing — /healthz, and every call at
 * LOG_LEVEL=warn — no longer pays for a child per request (docs/decisions/043-fixed-cost-per-request.md). What is
 * written is the same: the child it makes is the one Fastify would have made, with the same bindings and options.
 */
class RequestLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildOptions | undefined;
  #child: FastifyBaseLogger | undefined;
  #min: number;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions | undefined) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
    this.#min = LEVEL[options?.level ?? parent.level] ?? 0;
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options as never));
  }

  #log(value: number, method: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal', args: unknown[]) {
    if (value < this.#min) return;
    const logger = this.#logger();
    (logger[method] as Log).apply(logger, args);
  }

  get level(): string {
    return this.#child?.level ?? this.#options?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
    this.#min = LEVEL[level] ?? 0;
  }

  trace(...args: unknown[]) {
    this.#log(10, 'trace', args);
  }
  debug(...args: unknown[]) {
    this.#log(20, 'debug', args);
  }
  info(...args: unknown[]) {
    this.#log(30, 'info', args);
  }
  warn(...args: unknown[]) {
    this.#log(40, 'warn', args);
  }
  error(...args: unknown[]) {
    this.#log(50, 'error', args);
  }
  fatal(...args: unknown[]) {
    this.#log(60, 'fatal', args);
  }
  silent() {}

  isLevelEnabled(level: string): boolean {
    return (LEVEL[level] ?? 0) >= this.#min;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options as never);
  }

  bindings(): Bindings {
    return (this.#logger() as unknown as { bindings(): Bindings }).bindings();
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made lazily (above). */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (parent, bindings, options) =>
  // options are `{}` unless the route sets a level or serializers: pino then takes its fast path (no options)
  new RequestLogger(parent, bindings, Object.keys(options).length ? (options as ChildOptions) : undefined) as unknown as FastifyBaseLogger;

/**
 * Fastify's request lines, one per request (decision 054): "incoming request" is not written, "request completed" (or
 * "request errored") is, when the answer has gone, with the request as the first line carried it (`req`: method, url,
 * host, remote address and port) beside `res` and `responseTime`. Every other line of Fastify's (errors, a stream's
 * failure, a route not found) is its own, and a route's log level still silences them (the probes log at `warn`).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const ms = reply.elapsedTime;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: ms }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: ms }, 'request completed');
  }
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCatalogue, errorMessage, type ErrorCode, type ErrorEnvelope } from '@boothhub/shared';
import { AppError } from './app-error.js';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS, outageReporter } from './db-errors.js';
import { requestLang } from './lang.js';

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  details?: Record<string, unknown>,
) {
  const entry = errorCatalogue[code];
  const body: ErrorEnvelope = {
    errCode: 'failed',
    success: false,
    errorCode: code,
    errorMessage: errorMessage(code, requestLang(req), params),
    showType: entry.showType,
    data: null,
    ...(details ? { details } : {}),
  };
  if (typeof params.retryAfter === 'number') reply.header('retry-after', String(params.retryAfter));
  return reply.code(entry.status).type('application/json; charset=utf-8').send(body);
}

interface ZodIssueLike {
  path?: PropertyKey[];
  message?: string;
  code?: string;
  keys?: string[];
  instancePath?: string;
  keyword?: string;
  params?: { issue?: ZodIssueLike; keys?: string[] };
}

/** The field a validation error is about, as a dotted path ("body" when the body as a whole is wrong). */
function describeValidation(err: FastifyError): { field: string; reason: string } {
  const first = (err.validation?.[0] ?? {}) as ZodIssueLike;
  const issue: ZodIssueLike = first.params?.issue ?? first;
  // fastify-type-provider-zod reports an unknown key as {keyword: 'unrecognized_keys', instancePath, params: {keys}}
  if (first.keyword === 'unrecognized_keys' && first.params?.keys?.length) {
    const base = (first.instancePath ?? '').split('/').filter(Boolean);
    return { field: [...base, first.params.keys[0]].join('.'), reason: 'unknown field' };
  }
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
    const base = (issue.path ?? []).map(String);
    return { field: [...base, issue.keys[0]].join('.'), reason: 'unknown field' };
  }
  const path = issue.path?.length ? issue.path.map(String).join('.') : (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return { field: path || 'body', reason: issue.message ?? 'invalid' };
}

/** The envelope of docs/rules/api.md on every answer, including 404s and framework errors. */
export function registerErrorHandling(app: FastifyInstance) {
  const reportOutage = outageReporter();
  app.setNotFoundHandler((req, reply) => sendError(req, reply, 'ROUTE_NOT_FOUND', { method: req.method, url: req.url.split('?')[0] ?? '' }));

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return sendError(req, reply, err.code, err.params, err.details);
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const { field, reason } = describeValidation(err);
      return sendError(req, reply, 'VALIDATION_FAILED', { field, reason }, { field });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return sendError(req, reply, 'INTERNAL');
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendError(req, reply, 'PAYLOAD_TOO_LARGE');
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return sendError(req, reply, 'UNSUPPORTED_MEDIA_TYPE');
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError || err.name === 'SyntaxError') {
      return sendError(req, reply, 'MALFORMED_JSON');
    }
    if (status === 429) {
      return sendError(req, reply, 'RATE_LIMITED', { minutes: 1 });
    }
    if (status >= 400 && status < 500) {
      // a client mistake the framework caught (bad content length, prototype poisoning …)
      req.log.info({ code: err.code, msg: err.message }, 'request refused');
      return sendError(req, reply, 'VALIDATION_FAILED', { field: 'body', reason: err.message }, { field: 'body' });
    }
    if (isDatabaseUnavailable(err)) {
      reportOutage(req.log, err);
      return sendError(req, reply, 'SERVICE_UNAVAILABLE', { retryAfter: OUTAGE_RETRY_AFTER_SECONDS });
    }
    req.log.error({ err }, 'unexpected error'); // database errors without their values (db-errors.ts serializeError)
    return sendError(req, reply, 'INTERNAL');
  });
}

/**
 * What Fastify answers itself before routing (its `frameworkErrors` option): a path it cannot decode (a bad
 * percent-escape, `/api/Common/%ff`), a path parameter over the router's length, a failed route constraint. No hook runs
 * for these (the request never reaches a route), so the security headers of an API answer (`headers`, security.ts
 * `apiHeaders`) and the request id are set here, and the answer is the envelope.
 */
export function frameworkErrorAnswer(headers: Record<string, string>) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    reply.header('x-request-id', req.id);
    const malformed = err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH';
    if (!malformed) req.log.error({ err }, 'unexpected router error');
    return sendError(req, reply, malformed ? 'MALFORMED_REQUEST' : 'INTERNAL');
  };
}

/**
 * Errors Node's HTTP parser answers before a request exists (Fastify's
 * clientErrorHandler): headers too large (431), a timeout (408), malformed
 * HTTP (400) — in the envelope too, in Chinese (no request to take a language from).
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : 'MALFORMED_REQUEST';
  const { status } = errorCatalogue[code];
  const body = JSON.stringify({
    errCode: 'failed',
    success: false,
    errorCode: code,
    errorMessage: errorMessage(code, 'zh-CN', {}),
    showType: errorCatalogue[code].showType,
    data: null,
  } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

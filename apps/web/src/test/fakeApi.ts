import { vi } from 'vitest';
import { errorCatalogue, errorMessage, type Call, type BodyOf, type DataOf, type ErrorCode } from '@boothhub/shared';

/**
 * The network of a component test: `globalThis.fetch` answers the calls of the shared contracts with envelopes as
 * the server does, and records every request. A body the contract refuses is answered with VALIDATION_FAILED (as
 * the server's validation would), and every answer's data is checked against the contract, so a fixture cannot
 * drift from what the server sends.
 */
export interface SentRequest {
  path: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A refusal from the error catalogue, in the request's language. */
export class Refusal {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** the envelope's `details`, when the server sends some */
    readonly details?: Record<string, unknown>,
  ) {}
}
export const refuse = (code: ErrorCode, params?: Record<string, string | number>, details?: Record<string, unknown>) =>
  new Refusal(code, params, details);

/** The connection drops before an answer arrives (fetch rejects). */
class LostAnswer {}
export const networkFailure = new LostAnswer();

type Answer<C extends Call> = DataOf<C> | Refusal | LostAnswer;
type Handler<C extends Call> = (body: BodyOf<C>, request: SentRequest) => Answer<C> | Promise<Answer<C>>;

const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

function refusal(code: ErrorCode, params: Record<string, string | number>, lang: string, details?: Record<string, unknown>) {
  const def = errorCatalogue[code];
  const errorMessageText = errorMessage(code, lang === 'zh-CN' ? 'zh-CN' : 'en-US', params);
  return json(def.status, {
    errCode: 'failed',
    success: false,
    data: null,
    errorCode: code,
    errorMessage: errorMessageText,
    showType: def.showType,
    ...(details ? { details } : {}),
  });
}

export function fakeApi() {
  const handlers = new Map<string, { contract: Call; handler: Handler<Call> }>();
  const requests: SentRequest[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: SentRequest = { path, method: init.method ?? 'GET', body, headers };
    requests.push(request);
    const lang = headers['Accept-Language'] ?? 'en-US';
    const entry = handlers.get(path);
    if (!entry) return refusal('ROUTE_NOT_FOUND', { method: request.method, url: url.pathname }, lang);
    const parsed = entry.contract.body.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refusal('VALIDATION_FAILED', { field: issue?.path.join('.') ?? '', reason: issue?.message ?? '' }, lang);
    }
    const answer = await entry.handler(parsed.data as never, request);
    if (answer instanceof LostAnswer) throw new TypeError('Failed to fetch');
    if (answer instanceof Refusal) return refusal(answer.code, answer.params, lang, answer.details);
    return json(200, { errCode: 'success', success: true, data: entry.contract.data.parse(answer) });
  });
  vi.stubGlobal('fetch', fetch);

  const api = {
    requests,
    /** answers calls of this contract with the handler (replacing an earlier one) */
    on<C extends Call>(contract: C, handler: Handler<C> | DataOf<C>) {
      const h = typeof handler === 'function' ? (handler as Handler<C>) : () => handler;
      handlers.set(contract.path, { contract, handler: h as unknown as Handler<Call> });
      return api;
    },
    /** the requests sent to this contract's path, in order */
    sent(contract: Call) {
      return requests.filter((r) => r.path === contract.path);
    },
  };
  return api;
}
export type FakeApi = ReturnType<typeof fakeApi>;

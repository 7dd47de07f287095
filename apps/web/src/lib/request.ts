import type * as shared from '@boothhub/shared';
import type { BodyOf, Call, DataOf, Lang } from '@boothhub/shared';
import type { FilePurpose, UploadedFile } from '@boothhub/shared/contracts/files';
import { getLang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { takeFirstAnswer, type FirstAnswer } from './firstAnswer';

/**
 * The web client's one request helper (docs/rules/web-client.md, docs/rules/api.md).
 *
 * - `call(path, body, opts)` sends the call of the shared contracts at that path (POST JSON, or GET for the calls
 *   without a body) and returns the envelope's `data`, typed from the contract. Only the contracts' types come in:
 *   their zod schemas stay out of the client's JavaScript (the server validates; issue 12, the landing page's size).
 * - A business error (`success: false`) is thrown as an `ApiError` and, unless `skipErrorHandler`, shown by its
 *   showType: 0 silent, 1 warning message, 2 error message (default), 4 notification, 9 redirect to /exception.
 * - Helper errors: 'timeout of Nms exceeded' (only with a `timeout` option: no fixed timeout by default),
 *   'JSON.parse fail' (the answer is not JSON / not an envelope), 'http error' (non-2xx without an envelope).
 * - A POST call whose answer came with the document (lib/firstAnswer.ts, decision 046) is answered from it, once.
 */

type Exports = typeof shared;
type ValueOf<T> = T[keyof T];
/** Every call of the shared contracts (the namespaces of `@boothhub/shared`), as types only. */
type AnyCall = Extract<ValueOf<{ [K in keyof Exports]: Exports[K] extends Record<string, unknown> ? ValueOf<Exports[K]> : never }>, Call>;
/** The path of a call under /api/, e.g. 'Article/articleList'. */
export type CallPath = AnyCall['path'];
type CallAt<P extends CallPath> = Extract<AnyCall, { path: P }>;
export type BodyAt<P extends CallPath> = BodyOf<CallAt<P>>;
export type DataAt<P extends CallPath> = DataOf<CallAt<P>>;

export type ErrorKind = 'business' | 'timeout' | 'parse' | 'http' | 'network';

export const ShowTypes = { silent: 0, warning: 1, error: 2, notification: 4, redirect: 9 } as const;

export interface ApiErrorInit {
  kind: ErrorKind;
  message: string;
  /** the text shown to people (catalogue / server message in the viewer's language) */
  userMessage: string;
  errorCode?: string;
  showType?: number;
  status?: number;
  details?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly userMessage: string;
  readonly errorCode?: string;
  readonly showType: number;
  readonly status?: number;
  readonly details?: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = init.kind === 'business' ? 'BizError' : 'RequestError';
    this.kind = init.kind;
    this.userMessage = init.userMessage;
    this.errorCode = init.errorCode;
    this.showType = init.showType ?? ShowTypes.error;
    this.status = init.status;
    this.details = init.details;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Where errors are shown; the app wires its toasts and notifications (app/notice.ts) and the router in. */
export interface Notifier {
  warning(text: string): void;
  error(text: string): void;
  notification(title: string, description: string): void;
  redirect(url: string): void;
}

export interface RequestOptions {
  /** the caller handles the error itself: nothing is shown */
  skipErrorHandler?: boolean;
  /** abort after this many ms with 'timeout of Nms exceeded'; none by default */
  timeout?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type TextKey = 'request.fallback' | 'request.timeout' | 'request.parse' | 'request.http' | 'request.errorTitle';

export interface RequesterConfig {
  fetch?: typeof fetch;
  notifier?: Notifier;
  lang?: () => Lang;
  text?: (key: TextKey, params?: Record<string, string | number>) => string;
  /** API prefix, '/api/' */
  base?: string;
  /** the answer the document brought for this call (lib/firstAnswer.ts), if any */
  first?: (path: string, body: string, lang: string) => Pick<FirstAnswer, 'status' | 'answer'> | undefined;
}

const consoleNotifier: Notifier = {
  warning: (t) => console.warn(t),
  error: (t) => console.error(t),
  notification: (title, d) => console.warn(title, d),
  redirect: (url) => {
    if (typeof window !== 'undefined') window.location.assign(url);
  },
};

function isEnvelope(
  v: unknown,
): v is { success: boolean; data?: unknown; errorCode?: string; errorMessage?: string; showType?: number; details?: Record<string, unknown> } {
  return typeof v === 'object' && v !== null && 'success' in v && typeof (v as { success: unknown }).success === 'boolean';
}

export function createRequester(config: RequesterConfig = {}) {
  let cfg: Required<RequesterConfig> = {
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    notifier: config.notifier ?? consoleNotifier,
    lang: config.lang ?? getLang,
    text: config.text ?? ((key, params) => translate(getLang(), key, params)),
    base: config.base ?? '/api/',
    first: config.first ?? takeFirstAnswer,
  };

  function configure(patch: Partial<RequesterConfig>) {
    cfg = { ...cfg, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
  }

  /** Turns an answer's text into data or an ApiError (shared by call and upload). */
  function settle(status: number, text: string): unknown {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return interpret(status, undefined, false);
    }
    return interpret(status, json, true);
  }

  /** Turns a parsed answer (or one that did not parse) into data or an ApiError. */
  function interpret(status: number, json: unknown, parsed: boolean): unknown {
    if (parsed && isEnvelope(json)) {
      if (json.success) return json.data;
      const message = json.errorMessage || cfg.text('request.fallback');
      throw new ApiError({
        kind: 'business',
        message,
        userMessage: message,
        errorCode: json.errorCode,
        showType: typeof json.showType === 'number' ? json.showType : ShowTypes.error,
        status,
        details: json.details,
      });
    }
    if (status < 200 || status >= 300) {
      throw new ApiError({ kind: 'http', message: 'http error', userMessage: cfg.text('request.http', { status }), status });
    }
    throw new ApiError({ kind: 'parse', message: 'JSON.parse fail', userMessage: cfg.text('request.parse'), status });
  }

  /** Shows an error the way its showType says. */
  function show(err: unknown) {
    const n = cfg.notifier;
    if (!isApiError(err)) {
      n.error(err instanceof Error && err.message ? err.message : cfg.text('request.fallback'));
      return;
    }
    const text = err.userMessage || cfg.text('request.fallback');
    switch (err.showType) {
      case ShowTypes.silent:
        return;
      case ShowTypes.warning:
        n.warning(text);
        return;
      case ShowTypes.notification:
        n.notification(err.errorCode ?? cfg.text('request.errorTitle'), text);
        return;
      case ShowTypes.redirect: {
        const q = new URLSearchParams({ errorCode: err.errorCode ?? '', errorMessage: text });
        n.redirect(`/exception?${q.toString()}`);
        return;
      }
      default:
        n.error(text);
    }
  }

  function headers(extra?: Record<string, string>, json = true): Record<string, string> {
    return {
      Accept: 'application/json',
      'Accept-Language': cfg.lang(),
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...extra,
    };
  }

  async function send(path: string, method: 'GET' | 'POST', body: unknown, opts: RequestOptions): Promise<unknown> {
    const url = cfg.base + path;
    const bodyText = method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
    const first = bodyText !== undefined ? cfg.first(path, bodyText, cfg.lang()) : undefined;
    if (first) return interpret(first.status, first.answer, true);
    const controller = new AbortController();
    const onAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onAbort);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const work = (async () => {
      let res: Response;
      try {
        res = await cfg.fetch(url, {
          method,
          credentials: 'same-origin',
          headers: headers(opts.headers, method === 'POST'),
          body: bodyText,
          signal: controller.signal,
        });
      } catch (e) {
        if (timedOut) throw timeoutError(opts.timeout!);
        if (opts.signal?.aborted) throw e;
        throw new ApiError({ kind: 'network', message: 'network error', userMessage: cfg.text('request.fallback') });
      }
      let text: string;
      try {
        text = await res.text();
      } catch (e) {
        if (timedOut) throw timeoutError(opts.timeout!);
        throw e;
      }
      return settle(res.status, text);
    })();
    const timeout =
      opts.timeout && opts.timeout > 0
        ? new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              timedOut = true;
              controller.abort();
              reject(timeoutError(opts.timeout!));
            }, opts.timeout);
          })
        : undefined;
    work.catch(() => undefined);
    try {
      return await (timeout ? Promise.race([work, timeout]) : work);
    } finally {
      if (timer) clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }

  function timeoutError(ms: number) {
    return new ApiError({
      kind: 'timeout',
      message: `timeout of ${ms}ms exceeded`,
      userMessage: cfg.text('request.timeout', { ms }),
    });
  }

  /**
   * Sends the call at `path`; resolves with its typed `data`. The calls without a body (the contract's body is
   * `z.undefined()`) are the GET calls, every other one is a POST (request.test.ts holds this for every contract).
   */
  async function call<P extends CallPath>(path: P, body: BodyAt<P>, opts: RequestOptions = {}): Promise<DataAt<P>> {
    try {
      return (await send(path, body === undefined ? 'GET' : 'POST', body, opts)) as DataAt<P>;
    } catch (err) {
      const aborted = opts.signal?.aborted && !isApiError(err);
      if (!opts.skipErrorHandler && !aborted) show(err);
      throw err;
    }
  }

  /**
   * `POST /api/File/upload` (multipart: purpose, then file) with upload progress, through XMLHttpRequest.
   * `onProgress` gets 0–100.
   */
  function upload(
    file: Blob,
    purpose: FilePurpose,
    onProgress?: (percent: number) => void,
    opts: Pick<RequestOptions, 'skipErrorHandler'> = {},
  ): Promise<UploadedFile> {
    return new Promise<UploadedFile>((resolve, reject) => {
      const fail = (err: unknown) => {
        if (!opts.skipErrorHandler) show(err);
        reject(err);
      };
      const form = new FormData();
      form.append('purpose', purpose);
      form.append('file', file);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${cfg.base}File/upload`);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Accept-Language', cfg.lang());
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        try {
          const data = settle(xhr.status, xhr.responseText) as UploadedFile;
          onProgress?.(100);
          resolve(data);
        } catch (err) {
          fail(err);
        }
      };
      xhr.onerror = () => fail(new ApiError({ kind: 'network', message: 'network error', userMessage: cfg.text('request.fallback') }));
      xhr.send(form);
    });
  }

  return { call, upload, show, configure };
}

export type Requester = ReturnType<typeof createRequester>;

/** The app's requester; App wires the notifier (app/notice.ts) and the redirect (router) in at start. */
export const requester = createRequester();
export const call = requester.call;
export const upload = requester.upload;
export const showError = requester.show;
export const configureRequest = requester.configure;

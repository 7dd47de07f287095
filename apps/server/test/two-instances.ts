import http from 'node:http';
import type net from 'node:net';
import { spendsCoins } from '@boothhub/shared';
import type { ServerProcess } from './server-process.js';

/**
 * Helpers of test/multi-instance.test.ts: real server processes on one PostgreSQL database and one files
 * directory, the SMS webhook their codes go to, and plain HTTP calls against a chosen instance.
 */

/** The SMS provider's webhook: every code sent, in order. */
export async function smsWebhook() {
  const sent: Array<{ phone: string; code: string; purpose: string }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      sent.push(JSON.parse(raw));
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/sms`;
  return { url, sent, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export interface Answer {
  status: number;
  body: any;
  cookie?: string;
}

/** A JSON call (POST, or GET without a body) on one instance; the session cookie it set, if any. */
export async function call(inst: ServerProcess, callPath: string, body?: unknown, cookie?: string): Promise<Answer> {
  const res = await fetch(`${inst.base}/api/${callPath}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      // like the web client: a call that spends coins carries a key (one per attempt)
      ...(spendsCoins(callPath) ? { 'idempotency-key': `test-${crypto.randomUUID()}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('bh_session='));
  return { status: res.status, body: await res.json(), cookie: setCookie?.split(';')[0] };
}

/** Stop a server process: SIGTERM, SIGKILL after 15 s; resolves with its exit code. */
export async function stopProcess(p: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (p.proc.exitCode !== null || p.proc.signalCode !== null) return p.proc.exitCode;
  p.proc.kill(signal);
  const kill = setTimeout(() => p.proc.kill('SIGKILL'), 15_000);
  const code = await p.exited;
  clearTimeout(kill);
  return code;
}

/** Was this fetch failure a connection error (refused, reset, closed), which a client may retry on another instance? */
export function connectionErrorCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: string } })?.cause;
  const code = cause?.code;
  return code && /^(ECONNREFUSED|ECONNRESET|EPIPE|UND_ERR_SOCKET|UND_ERR_CLOSED)$/.test(code) ? code : undefined;
}

/** poll `test` every 100 ms until it holds or `ms` pass */
export async function eventually<T>(test: () => Promise<T | undefined | false>, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await test();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

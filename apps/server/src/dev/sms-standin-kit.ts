import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './standin-kit.js';

/**
 * What the two SMS gateway stand-ins share (aliyun-sms-standin.ts, tencent-sms-standin.ts): the messages they took,
 * what they were told to do (fail, throttle, refuse a number, be slow), and the HTTP listing and controls beside the
 * gateway's own API:
 *
 *   GET /sms[?phone=]   the messages taken, oldest first: [{phone, signName, template, params, id, at}]
 *   DELETE /sms         empties the list
 *   POST /fail?n=3      the next 3 sends fail as the gateway does when it is down
 *   POST /throttle?n=3  the next 3 sends are refused with the gateway's throttling code
 *   POST /refuse?phone= the number is refused as invalid from now on
 *   POST /slow?ms=500   every answer waits this long
 *   GET /healthz
 */
export interface SentSms {
  phone: string;
  signName: string;
  /** the template id as sent */
  template: string;
  /** by name (Aliyun) or in order (Tencent) */
  params: Record<string, string> | string[];
  id: string;
  at: string;
}

export interface SmsStandin {
  /** http://127.0.0.1:<port>, for SMS_ENDPOINT */
  url: string;
  sent(): SentSms[];
  /** the first message to `phone` (matching `match`), waiting up to `timeoutMs` */
  waitFor(phone: string, match?: (m: SentSms) => boolean, timeoutMs?: number): Promise<SentSms>;
  /** the next n sends fail (the gateway down: Aliyun 503 ServiceUnavailable, Tencent InternalError) */
  failNext(n: number): void;
  /** the next n sends are throttled (Aliyun isv.BUSINESS_LIMIT_CONTROL, Tencent LimitExceeded.PhoneNumberDailyLimit) */
  throttleNext(n: number): void;
  /** this number is invalid from now on */
  refuse(phone: string): void;
  /** every answer waits this long */
  slow(ms: number): void;
  /** requests answered so far, refused ones included (signature failures too) */
  requests(): number;
  clear(): void;
  close(): Promise<void>;
}

/** the state of a stand-in, handed to its gateway's API handler */
export interface Behaviour {
  /** 'fail' | 'throttle' if this send is to fail so, else null (counts the send down) */
  next(): 'fail' | 'throttle' | null;
  refused: Set<string>;
  take(m: Omit<SentSms, 'id' | 'at'>): SentSms;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
};

export const requestId = () =>
  randomBytes(16)
    .toString('hex')
    .toUpperCase()
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

/** Start a stand-in whose gateway API is `api` (every request not for the listing and controls). */
export async function startSmsStandin(
  api: (req: IncomingMessage, body: string, res: ServerResponse, b: Behaviour) => void,
  port = 0,
): Promise<SmsStandin> {
  let sent: SentSms[] = [];
  let failing = 0;
  let throttling = 0;
  let delayMs = 0;
  let answered = 0;
  let seq = 0;
  const refused = new Set<string>();
  const waiters = new Set<() => void>();
  const behaviour: Behaviour = {
    next() {
      if (failing > 0) return (failing--, 'fail');
      if (throttling > 0) return (throttling--, 'throttle');
      return null;
    },
    refused,
    take(m) {
      const s = { ...m, id: `${Date.now()}${String(++seq).padStart(6, '0')}`, at: new Date().toISOString() };
      sent.push(s);
      for (const w of waiters) w();
      return s;
    },
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const body = await readBody(req);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const n = Number(url.searchParams.get('n') ?? 1);
      if (url.pathname === '/healthz') return json(res, 200, { ok: true });
      if (url.pathname === '/sms' && req.method === 'GET') {
        const phone = url.searchParams.get('phone');
        return json(res, 200, phone ? sent.filter((s) => s.phone.endsWith(phone)) : sent);
      }
      if (url.pathname === '/sms' && req.method === 'DELETE') return ((sent = []), json(res, 200, { ok: true }));
      if (url.pathname === '/fail') return ((failing = n), json(res, 200, { ok: true }));
      if (url.pathname === '/throttle') return ((throttling = n), json(res, 200, { ok: true }));
      if (url.pathname === '/refuse') return (refused.add(url.searchParams.get('phone') ?? ''), json(res, 200, { ok: true }));
      if (url.pathname === '/slow') return ((delayMs = n), json(res, 200, { ok: true }));
      answered++;
      api(req, body, res, behaviour);
    })().catch((err: unknown) => json(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const matches = (phone: string, match?: (m: SentSms) => boolean) => sent.find((s) => s.phone.endsWith(phone) && (!match || match(s)));

  return {
    url,
    sent: () => sent,
    waitFor(phone, match, timeoutMs = 5_000) {
      const hit = matches(phone, match);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = matches(phone, match);
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no SMS to ${phone} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
    failNext: (n) => void (failing = n),
    throttleNext: (n) => void (throttling = n),
    refuse: (phone) => void refused.add(phone),
    slow: (ms) => void (delayMs = ms),
    requests: () => answered,
    clear: () => void (sent = []),
    close: () => closeServer(server),
  };
}

/** Start a stand-in from the command line: SMS_KEY_ID, SMS_KEY_SECRET and SMS_STANDIN_PORT, or the defaults. */
export async function runSmsStandin(
  gateway: string,
  start: (opts: { keyId: string; keySecret: string; port: number }) => Promise<SmsStandin>,
  defaultPort: number,
): Promise<void> {
  const s = await start({
    keyId: process.env.SMS_KEY_ID ?? 'standin-key',
    keySecret: process.env.SMS_KEY_SECRET ?? 'standin-secret',
    port: Number(process.env.SMS_STANDIN_PORT ?? defaultPort),
  });
  console.log(`${gateway} SMS stand-in on ${s.url} (GET /sms lists what was sent)`);
}

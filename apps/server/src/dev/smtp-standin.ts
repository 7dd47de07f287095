/**
 * A stand-in for an SMTP relay, for tests, the browser tests and the demo: a real SMTP server (`smtp-server`) that
 * keeps every mail it accepts, parsed (`mailparser`), and lists them over HTTP.
 *
 * - SMTP on `smtpUrl` (no TLS, no login): accepts any sender; a recipient whose local part starts with `bounce`
 *   is refused with 550 (a mailbox that does not exist: permanent); `failNext(n)` refuses the next n mails with 451
 *   (a temporary failure).
 * - HTTP on `url`: GET /mails[?to=address] → [{to, from, subject, text, html, headers, at}], oldest first;
 *   DELETE /mails empties the list; POST /fail?n=3 fails the next 3 mails; GET /healthz.
 *
 * Run alone: `node --import tsx apps/server/src/dev/smtp-standin.ts` with SMTP_STANDIN_PORT (SMTP, default 2525)
 * and SMTP_STANDIN_HTTP_PORT (the list, default 2526); then SMTP_URL=smtp://127.0.0.1:2525.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { closeServer, runFromCommandLine } from './standin-kit.js';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** header names in lower case */
  headers: Record<string, string>;
  at: string;
}

export interface SmtpStandin {
  /** smtp://127.0.0.1:<port>, for SMTP_URL */
  smtpUrl: string;
  /** http://127.0.0.1:<port>: the list of mails */
  url: string;
  mails(): ReceivedMail[];
  /** the first mail to `to` (and matching `match`) received, waiting up to `timeoutMs` */
  waitFor(to: string, match?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** refuse the next n mails with a temporary failure (451) */
  failNext(n: number): void;
  /** how many mails were refused so far */
  refused(): number;
  clear(): void;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** `delayMs`: how long the relay takes to accept each mail (the outbox bench answers in 50 ms, bench/outbox.ts). */
export async function startSmtpStandin(opts: { smtpPort?: number; httpPort?: number; delayMs?: number } = {}): Promise<SmtpStandin> {
  let mails: ReceivedMail[] = [];
  let failing = 0;
  let refusedCount = 0;
  const waiters = new Set<() => void>();

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (/^bounce/i.test(address.address)) {
        refusedCount++;
        return callback(smtpError(550, `5.1.1 <${address.address}>: mailbox unavailable`));
      }
      if (failing > 0) {
        failing--;
        refusedCount++;
        return callback(smtpError(451, '4.3.0 temporary failure, try again later'));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            at: new Date().toISOString(),
          });
          for (const wake of waiters) wake();
          if (opts.delayMs) setTimeout(() => callback(), opts.delayMs);
          else callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(opts.smtpPort ?? 0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const u = new URL(req.url ?? '/', 'http://standin');
    if (u.pathname === '/healthz') return json(res, 200, { ok: true });
    if (u.pathname === '/mails' && req.method === 'GET') {
      const to = u.searchParams.get('to')?.toLowerCase();
      return json(res, 200, to ? mails.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : mails);
    }
    if (u.pathname === '/mails' && req.method === 'DELETE') {
      mails = [];
      return json(res, 200, { ok: true });
    }
    if (u.pathname === '/fail' && req.method === 'POST') {
      failing = Math.max(0, Number(u.searchParams.get('n') ?? 1) || 0);
      return json(res, 200, { failing });
    }
    json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => http.listen(opts.httpPort ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url,
    mails: () => [...mails],
    async waitFor(to, match = () => true, timeoutMs = 10_000) {
      const find = () => mails.find((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()) && match(m));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, 100);
          waiters.add(wake);
        });
      }
    },
    failNext: (n) => (failing = n),
    refused: () => refusedCount,
    clear: () => (mails = []),
    close: async () => {
      await Promise.all([closeServer(http), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}

if (runFromCommandLine(import.meta.url)) {
  const standin = await startSmtpStandin({
    smtpPort: Number(process.env.SMTP_STANDIN_PORT ?? 2525),
    httpPort: Number(process.env.SMTP_STANDIN_HTTP_PORT ?? 2526),
  });
  process.stdout.write(`SMTP stand-in at ${standin.smtpUrl}, its mails at ${standin.url}/mails\n`);
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

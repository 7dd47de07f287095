/**
 * A TLS load balancer in front of the server, as the README's production setup has one: HTTPS with HTTP/2 (and
 * HTTP/1.1 for clients without it) to the browser, plain HTTP/1.1 with keep-alive to the server, `X-Forwarded-*`
 * added and the browser's host passed on (the server's Origin check compares it). A self-signed certificate made
 * by `openssl` for 127.0.0.1; the browser is told to accept it. For benchmarks only (bench/lighthouse.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

export interface TlsFront {
  url: string;
  close(): Promise<void>;
}

function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boothhub-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on a free port of 127.0.0.1, forwarding to `target` (http://127.0.0.1:port). */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, (req, res) => {
    const host = (req.headers[':authority'] as string | undefined) ?? req.headers.host ?? upstream.host;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      // HTTP/2's pseudo-headers and connection-specific ones do not travel over HTTP/1.1
      if (!name.startsWith(':') && !['connection', 'keep-alive', 'upgrade', 'http2-settings', 'te'].includes(name)) headers[name] = value;
    }
    headers.host = host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!['connection', 'keep-alive', 'transfer-encoding', 'upgrade'].includes(name)) out[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // open HTTP/2 sessions keep close() waiting: the browser is gone by now
        setTimeout(resolve, 1000).unref();
      }),
  };
}

/**
 * A tiny stand-in for an SMS gateway, for the browser tests. The server under
 * test runs with SMS_PROVIDER=webhook and posts {phone, code, purpose, text}
 * here; the tests read the codes back with GET /codes?phone=…&purpose=….
 * Started by playwright.config.ts as the first webServer; listens on loopback only.
 */
import http from 'node:http';

interface Sms {
  phone: string;
  code: string;
  purpose: string;
  text: string;
  at: number;
}

const port = Number(process.env.SMS_CATCHER_PORT ?? 0);
const sent: Sms[] = [];

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'POST' && url.pathname === '/sms') {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
      if (raw.length > 64 * 1024) req.destroy();
    });
    req.on('end', () => {
      try {
        const msg = JSON.parse(raw) as Omit<Sms, 'at'>;
        if (typeof msg.phone !== 'string' || typeof msg.code !== 'string') throw new Error('not an SMS');
        sent.push({ phone: msg.phone, code: msg.code, purpose: String(msg.purpose), text: String(msg.text ?? ''), at: Date.now() });
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
    return;
  }
  if (req.method === 'GET' && url.pathname === '/codes') {
    const phone = url.searchParams.get('phone');
    const purpose = url.searchParams.get('purpose');
    const hits = sent.filter((m) => (!phone || m.phone === phone) && (!purpose || m.purpose === purpose));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hits));
    return;
  }
  if (req.method === 'GET' && url.pathname === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  res.writeHead(404).end();
});

server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`sms catcher listening on ${typeof address === 'object' && address ? address.port : port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

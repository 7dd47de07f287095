/**
 * A logged-in member for benchmarks of the full server: the SMS webhook it
 * sends codes to, and a member registered through the real API.
 */
import http from 'node:http';
import type net from 'node:net';

/** The SMS webhook for the full server: keeps the last code per phone. */
export async function smsCatcher() {
  const codes = new Map<string, string>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      try {
        const msg = JSON.parse(raw) as { phone: string; code: string };
        codes.set(msg.phone, msg.code);
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/sms`, codes, close: () => new Promise((r) => server.close(r)) };
}

export async function call(base: string, callPath: string, body: unknown, cookie?: string) {
  const res = await fetch(`${base}/api/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; errorCode?: string; data: any };
  if (!envelope.success) throw new Error(`${callPath} failed: ${res.status} ${envelope.errorCode}`);
  return { envelope, res };
}

/** A member registered through the real API (SMS code from the webhook); returns the session cookie. */
export async function registerMember(base: string, codes: Map<string, string>): Promise<string> {
  const phone = `139${String(Date.now()).slice(-8)}`;
  await call(base, 'User/getCode', { phone, purpose: 'register' });
  const deadline = Date.now() + 10_000;
  while (!codes.has(phone)) {
    if (Date.now() > deadline) throw new Error('no SMS code reached the webhook');
    await new Promise((r) => setTimeout(r, 50));
  }
  const { res } = await call(base, 'User/regist', { phone, phoneCode: codes.get(phone), password: 'Bench1234' });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('bh_session='));
  if (!cookie) throw new Error('registration did not set a session cookie');
  return cookie;
}

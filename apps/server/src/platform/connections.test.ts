import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../config.js';

/**
 * Slow and idle sockets are closed (decision record 018), against a real
 * listening server with short limits: headers must arrive within
 * HEADERS_TIMEOUT_MS, an idle keep-alive connection lasts KEEP_ALIVE_TIMEOUT_MS.
 * Bounds are generous: the point is that the socket is closed at all.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '5000', KEEP_ALIVE_TIMEOUT_MS: '1000', CONNECTION_TIMEOUT_MS: '20000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

/** a raw socket; resolves `closed` with everything the server sent when the server ends it */
function rawSocket() {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (d: string) => (received += d));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed };
}

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} not within ${ms} ms`)), ms))]);

describe('connection limits', () => {
  it('closes a slow-loris socket whose headers never finish', async () => {
    const { socket, closed } = rawSocket();
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // one more header line every 200 ms, never the blank line that ends them
    let n = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Drip-${n++}: 1\r\n`);
    }, 200);
    try {
      const answer = await within(closed, 20_000, 'the slow socket closed');
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(n).toBeGreaterThan(2);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const { socket, closed } = rawSocket();
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const answer = await within(closed, 20_000, 'the idle socket closed');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/keep-alive: timeout=1/i);
  });

  it('still serves a client that sends its request at once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe('limits configuration', () => {
  it('has defaults, and refuses a header timeout longer than the request timeout', () => {
    expect(loadConfig({}).limits).toMatchObject({
      shutdownDrainMs: 10_000,
      liveStreamsPerMember: 5,
      headersTimeoutMs: 20_000,
      uploadQuotaBytes: 2048 * 1024 * 1024,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ LIVE_STREAMS_PER_MEMBER: '0' })).toThrow(/LIVE_STREAMS_PER_MEMBER/);
  });
});

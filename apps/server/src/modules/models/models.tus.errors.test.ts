import { beforeAll, describe, expect, it } from 'vitest';
import { worldForTests, type Actor } from '../tasks/tasks.fixtures.js';

/**
 * tus's own refusals (bad headers, more bytes than declared) in the API's envelope, with a code and a message that
 * say what was wrong (issue 31: plain text "Invalid upload-length", and "larger than 200 MB" for 150 bytes sent to a
 * 100-byte upload).
 */
const s = worldForTests();
let base = '';
beforeAll(async () => {
  base = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
});

const b64 = (v: string) => Buffer.from(v).toString('base64');
const cookieOf = (a: Actor) => [...a.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const tus = (a: Actor, more: Record<string, string> = {}) => ({ 'tus-resumable': '1.0.0', cookie: cookieOf(a), 'accept-language': 'en', ...more });
async function send(method: string, url: string, headers: Record<string, string>, body?: Buffer) {
  const r = await fetch(`${base}${url}`, { method, headers, body });
  const text = await r.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const location = r.headers.get('location') ?? '';
  return { status: r.status, type: r.headers.get('content-type') ?? '', headers: Object.fromEntries(r.headers), location, text, json };
}
const create = (a: Actor, size: string | number) =>
  send('POST', '/api/tus', tus(a, { 'upload-length': String(size), 'upload-metadata': `filename ${b64('m.glb')}` }));

function expectEnvelope(res: Awaited<ReturnType<typeof send>>, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.type).toMatch(/^application\/json/);
  expect(res.json, res.text).toMatchObject({ errCode: 'failed', success: false, errorCode: code, data: null });
  expect(typeof res.json.errorMessage).toBe('string');
}

describe('tus refusals', () => {
  for (const bad of ['abc', '-1', '1.5', '', '99999999999999999999999']) {
    it(`Upload-Length "${bad}": 400 VALIDATION_FAILED naming Upload-Length`, async () => {
      const res = await create(s.w.designer, bad);
      expectEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.json.details).toEqual({ field: 'Upload-Length' });
      expect(res.json.errorMessage).toMatch(/^Invalid value for Upload-Length/);
    });
  }

  it('a bad Upload-Offset, a PATCH of another content type, a bad Upload-Metadata: the envelope naming the header', async () => {
    const created = await create(s.w.designer, 100);
    expect(created.status, created.text).toBe(201);
    const location = created.location;
    for (const [headers, field] of [
      [{ 'upload-offset': 'x', 'content-type': 'application/offset+octet-stream' }, 'Upload-Offset'],
      [{ 'upload-offset': '0', 'content-type': 'text/plain' }, 'Content-Type'],
    ] as const) {
      const res = await send('PATCH', location, tus(s.w.designer, headers), Buffer.alloc(10, 1));
      expectEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.json.details).toEqual({ field });
    }
    const meta = await send('POST', '/api/tus', tus(s.w.designer, { 'upload-length': '10', 'upload-metadata': 'filename !!!,,' }));
    expectEnvelope(meta, 400, 'VALIDATION_FAILED');
    expect(meta.json.details).toEqual({ field: 'Upload-Metadata' });
  });

  it('150 bytes sent to a 100-byte upload: 413 UPLOAD_LENGTH_EXCEEDED naming the declared size, not the 200 MB limit', async () => {
    const created = await create(s.w.designer, 100);
    expect(created.status, created.text).toBe(201);
    const res = await send(
      'PATCH',
      created.location,
      tus(s.w.designer, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      Buffer.alloc(150, 1),
    );
    expectEnvelope(res, 413, 'UPLOAD_LENGTH_EXCEEDED');
    expect(res.json.errorMessage).toBe('More bytes were sent than the upload declared (100 bytes).');
    // an answer tus writes itself carries the API's security headers too
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

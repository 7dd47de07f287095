import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../files/files.fixtures.js';
import { ok, worldForTests, type Actor } from '../tasks/tasks.fixtures.js';
import { makeGlb } from '../../lib/glb-shapes.js';

const s = worldForTests();

const b64 = (v: string) => Buffer.from(v).toString('base64');
const cookieOf = (a?: Actor) => (a ? [...a.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '');
const tusHeaders = (a?: Actor) => ({ 'tus-resumable': '1.0.0', ...(a ? { cookie: cookieOf(a) } : {}) });

/** tus needs a real HTTP server (a 204 from inject never ends): the app listens on a free port for this file */
let base = '';
beforeAll(async () => {
  base = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
});

interface Res {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}
async function send(method: string, url: string, headers: Record<string, string>, body?: Buffer): Promise<Res> {
  const r = await fetch(`${base}${url}`, { method, headers, body });
  return { statusCode: r.status, headers: Object.fromEntries(r.headers), body: await r.text() };
}
const create = (a: Actor | undefined, size: number, filename: string) =>
  send('POST', '/api/tus', { ...tusHeaders(a), 'upload-length': String(size), 'upload-metadata': `filename ${b64(filename)}` });
const patch = (a: Actor | undefined, location: string, offset: number, bytes: Buffer) =>
  send('PATCH', location, { ...tusHeaders(a), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);
const head = (a: Actor | undefined, location: string) => send('HEAD', location, tusHeaders(a));
const tusFiles = () => {
  const dir = path.join(s.t.app.ctx.config.dataDir, 'tus');
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.json') && !f.startsWith('.')) : [];
};
const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

/** a glb big enough to cut in two: many cylinders */
const bigGlb = () =>
  makeGlb(
    'lights',
    Array.from({ length: 40 }, (_, i) => ({ cyl: [0.1, 2] as [number, number], at: [i * 0.3, 0, 0] as [number, number, number], segments: 48 })),
  );

describe('resumable uploads (tus)', () => {
  it('an interrupted upload resumes where it stopped and ends as a byte-identical model file', async () => {
    const { w } = s;
    const glb = Buffer.from(await bigGlb());
    const created = await create(w.designer, glb.length, 'lights.glb');
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/api\/tus\/\w+/);
    const half = Math.floor(glb.length / 2);
    expect((await patch(w.designer, location, 0, glb.subarray(0, half))).statusCode).toBe(204);
    // the connection dropped: ask where it got to
    const at = await head(w.designer, location);
    expect(at.headers['upload-offset']).toBe(String(half));
    // another member cannot see or continue it
    expect((await head(w.stranger, location)).statusCode).toBe(404);
    expect((await patch(w.stranger, location, half, glb.subarray(half))).statusCode).toBe(404);
    const done = await patch(w.designer, location, half, glb.subarray(half));
    expect(done.statusCode, done.body).toBe(200);
    const { fileId, size, mime } = JSON.parse(done.body).data;
    expect({ size, mime }).toEqual({ size: glb.length, mime: 'model/gltf-binary' });
    const { url } = await ok(w.designer.agent.call('File/link', { fileId }));
    const got = await fetch(`${base}${url}`);
    expect(sha(Buffer.from(await got.arrayBuffer()))).toBe(sha(glb));
    expect(tusFiles()).toEqual([]);
  });

  it('members only; more than 200 MB refused up front with no file left', async () => {
    const { w } = s;
    const anon = await create(undefined, 100, 'x.glb');
    expect(anon.statusCode).toBe(401);
    expect(JSON.parse(anon.body).errorCode).toBe('AUTH_REQUIRED');
    expect((await create(w.banned, 100, 'x.glb')).statusCode).toBe(403);
    const before = tusFiles().length;
    const big = await create(w.designer, 200 * 1024 * 1024 + 1, 'huge.glb');
    expect(big.statusCode).toBe(413);
    expect(tusFiles().length).toBe(before);
  });

  it('refuses a renamed executable and a broken glTF (the validator’s first error) and keeps nothing', async () => {
    const { w } = s;
    for (const [name, bytes, code] of [
      ['setup.glb', samples.exe(), 'FILE_TYPE_REJECTED'],
      ['broken.glb', samples.glb(), 'VALIDATION_FAILED'],
    ] as const) {
      const created = await create(w.designer, bytes.length, name);
      const res = await patch(w.designer, String(created.headers.location), 0, bytes);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      const body = JSON.parse(res.body);
      expect(body.success).toBe(false);
      if (code === 'VALIDATION_FAILED') {
        expect(body.errorCode).toBe(code);
        expect(body.errorMessage).toMatch(/[A-Z_]{4,}/);
      } else expect(body.errorCode).toBe(code);
    }
    expect(tusFiles()).toEqual([]);
  });

  it('each format is recognised by its bytes', async () => {
    const { w } = s;
    const cases: Array<[string, Buffer]> = [
      ['truss.stl', samples.stlAscii()],
      ['truss-bin.stl', samples.stlBinary()],
      ['chair.fbx', samples.fbxBinary()],
      ['sofa.3ds', samples.threeDs()],
      ['booth.skp', samples.skp()],
      ['scene.max', samples.cfb()],
      ['desk.obj', samples.obj()],
      ['booth.zip', samples.zip()],
    ];
    for (const [name, bytes] of cases) {
      const created = await create(w.designer, bytes.length, name);
      const res = await patch(w.designer, String(created.headers.location), 0, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });
});

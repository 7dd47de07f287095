import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Document, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS, EXTMeshoptCompression } from '@gltf-transform/extensions';
import { FileStore } from '@tus/file-store';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { inspectGltfApart, type WorkerStats } from '../src/lib/gltf-process.js';
import { imagePool } from '../src/lib/image-jobs.js';
import { pngClaiming, png, samples, streamedUpload, BOUNDARY } from '../src/modules/files/files.fixtures.js';
import { modelBody } from '../src/modules/models/models.fixtures.js';
import { sweepIdleUploads } from '../src/modules/models/models.tus.js';
import { actor, type Actor } from '../src/modules/tasks/tasks.fixtures.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Resource abuse (issue 31): files small on the wire that ask for a lot of memory or CPU, and uploads that hold
 * quota without finishing. Each is refused with a clear errorCode, within a bound that shows the work was not done
 * (refused before decoding), and the server keeps answering others meanwhile (decision 062).
 */
const MB = 1024 * 1024;
let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_QUOTA_MB: '5' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const io = () =>
  new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ 'meshopt.encoder': MeshoptEncoder, 'meshopt.decoder': MeshoptDecoder });

/** A real meshopt bomb made with glTF-Transform: `n` vertices at the origin compress to almost nothing (2M: ~370 KB → 24 MB). */
async function meshoptBomb(n: number): Promise<Uint8Array> {
  await MeshoptEncoder.ready;
  const doc = new Document();
  const buffer = doc.createBuffer();
  const position = doc
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array(n * 3))
    .setBuffer(buffer);
  const prim = doc.createPrimitive().setAttribute('POSITION', position).setMode(0);
  doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(prim)));
  doc.createExtension(EXTMeshoptCompression).setRequired(true);
  return io().writeBinary(doc);
}

/** The glb with its JSON chunk rewritten by `edit` (the binary chunk kept). */
function editGlb(glb: Uint8Array, edit: (json: any) => void): Buffer {
  const b = Buffer.from(glb);
  const jsonLength = b.readUInt32LE(12);
  const json = JSON.parse(b.toString('utf8', 20, 20 + jsonLength));
  edit(json);
  let text = Buffer.from(JSON.stringify(json));
  text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const rest = b.subarray(20 + jsonLength);
  const head = Buffer.alloc(20);
  head.write('glTF', 0, 'latin1');
  head.writeUInt32LE(2, 4);
  head.writeUInt32LE(20 + text.length + rest.length, 8);
  head.writeUInt32LE(text.length, 12);
  head.writeUInt32LE(0x4e4f534a, 16);
  return Buffer.concat([head, text, rest]);
}

/** The bomb of the issue: a tiny file whose POSITION accessor declares 50 million vertices (600 MB decoded, twice). */
const declaringHugePositions = (glb: Uint8Array) =>
  editGlb(glb, (json) => {
    json.accessors[0].count = 50_000_000;
    const view = json.bufferViews[json.accessors[0].bufferView];
    view.byteLength = 600_000_000;
    view.extensions.EXT_meshopt_compression.count = 50_000_000;
    view.extensions.EXT_meshopt_compression.byteLength = 600_000_000;
  });

/** A Draco-compressed mesh as its JSON declares it (no Draco encoder is installed: the JSON is written by hand). */
function dracoDeclaring(vertices: number): Buffer {
  const json = {
    asset: { version: '2.0' },
    extensionsUsed: ['KHR_draco_mesh_compression'],
    extensionsRequired: ['KHR_draco_mesh_compression'],
    buffers: [{ byteLength: 16 }],
    bufferViews: [{ buffer: 0, byteLength: 16 }],
    accessors: [{ componentType: 5126, count: vertices, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 1] }],
    meshes: [
      { primitives: [{ attributes: { POSITION: 0 }, extensions: { KHR_draco_mesh_compression: { bufferView: 0, attributes: { POSITION: 0 } } } }] },
    ],
    nodes: [{ mesh: 0 }],
    scenes: [{ nodes: [0] }],
  };
  return glbOf(json, Buffer.alloc(16));
}
function glbOf(json: object, bin: Buffer): Buffer {
  let text = Buffer.from(JSON.stringify(json));
  text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const binHead = Buffer.alloc(8);
  binHead.writeUInt32LE(bin.length, 0);
  binHead.writeUInt32LE(0x004e4942, 4);
  const head = Buffer.alloc(20);
  head.write('glTF', 0, 'latin1');
  head.writeUInt32LE(2, 4);
  head.writeUInt32LE(20 + text.length + 8 + bin.length, 8);
  head.writeUInt32LE(text.length, 12);
  head.writeUInt32LE(0x4e4f534a, 16);
  return Buffer.concat([head, text, binHead, bin]);
}

const stream = (bytes: Uint8Array) => async () => Readable.from([Buffer.from(bytes)]);
const defaults = loadConfig({}).limits.gltf;
async function inspect(bytes: Uint8Array, limits = defaults) {
  let stats: WorkerStats | undefined;
  const result = await inspectGltfApart(stream(bytes), { field: 'fileId' }, { owner: 1, limits, observe: (s) => (stats = s) }).then(
    (facts) => ({ facts, error: undefined }),
    (error: any) => ({ facts: undefined, error }),
  );
  return { ...result, stats: stats! };
}

describe('glTF bombs', () => {
  let bomb: Uint8Array;
  beforeAll(async () => {
    bomb = await meshoptBomb(2_000_000);
  });

  it('a meshopt file declaring 600 MB of POSITION is refused from its JSON, before anything is decoded', async () => {
    const declared = declaringHugePositions(bomb);
    expect(declared.length).toBeLessThan(400 * 1024);
    const { error, stats } = await inspect(declared);
    expect(error).toMatchObject({ code: 'MODEL_TOO_COMPLEX', params: { reason: expect.stringMatching(/50,000,000 vertices/) } });
    // decoding it would need 600 MB for the positions alone; the worker never came near (node itself is ~100 MB)
    expect(stats.outcome).toBe('answered');
    expect(stats.peakRssBytes).toBeLessThan(250 * MB);
  }, 60_000);

  it('a Draco mesh declaring 50 million vertices is refused the same way', async () => {
    const { error } = await inspect(dracoDeclaring(50_000_000));
    expect(error).toMatchObject({ code: 'MODEL_TOO_COMPLEX', params: { reason: expect.stringMatching(/vertices/) } });
  }, 60_000);

  it('a file within the budget that still needs more memory than the worker may have is killed at the limit', async () => {
    // the 2M-vertex bomb decodes for real (24 MB of positions, ~340 MB of resident memory while it is read)
    const { error, stats } = await inspect(bomb, { ...defaults, memoryMb: 200 });
    expect(error).toMatchObject({ code: 'MODEL_TOO_COMPLEX', params: { reason: expect.stringMatching(/more than 200 MB/) } });
    expect(stats.outcome).toBe('memory');
    // killed within a watch interval of passing the limit (resident memory grows by tens of MB per interval at most)
    expect(stats.peakRssBytes).toBeLessThan(320 * MB);
  }, 60_000);

  it('and one that takes longer than the time limit is killed when it is up', async () => {
    const { error, stats } = await inspect(bomb, { ...defaults, timeoutMs: 400 });
    expect(error).toMatchObject({ code: 'MODEL_TOO_COMPLEX', params: { reason: expect.stringMatching(/longer than/) } });
    expect(stats.outcome).toBe('timeout');
    expect(stats.ms).toBeLessThan(400 + 2_000);
  }, 60_000);

  it('through Modelcenter/uploadModel: the bomb is refused with MODEL_TOO_COMPLEX and no model is made', async () => {
    const a = await actor(t);
    const upload = await a.agent.upload('model', 'bomb.glb', declaringHugePositions(bomb));
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const res = await a.agent.call('Modelcenter/uploadModel', { ...(await modelBody(t, a)), fileId: upload.body.data.fileId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'MODEL_TOO_COMPLEX', details: { field: 'fileId' } });
    expect(res.body.errorMessage).toMatch(/vertices/);
  }, 60_000);

  it('a slow model does not hold up another member’s, nor any other request', async () => {
    const slow = await actor(t);
    const quick = await actor(t);
    const slowBody = { ...(await modelBody(t, slow)), fileId: (await slow.agent.upload('model', 'slow.glb', bomb)).body.data.fileId };
    const quickBody = await modelBody(t, quick);
    const done: string[] = [];
    const slowRun = slow.agent.call('Modelcenter/uploadModel', slowBody).then((r) => (done.push('slow'), r));
    await new Promise((r) => setTimeout(r, 300)); // the slow one has its worker
    const quickRun = quick.agent.call('Modelcenter/uploadModel', quickBody).then((r) => (done.push('quick'), r));
    const get = quick.agent.get('/healthz').then((r) => (done.push('get'), r));
    const [s, q, g] = await Promise.all([slowRun, quickRun, get]);
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect(s.status, JSON.stringify(s.body)).toBe(200); // within every bound: just slow
    expect(g.status).toBeLessThan(500);
    expect(done.indexOf('quick')).toBeLessThan(done.indexOf('slow'));
    expect(done.indexOf('get')).toBeLessThan(done.indexOf('slow'));
  }, 120_000);
});

describe('image bombs', () => {
  /** an animation of `frames` different frames of side×side (GIF merges identical frames) */
  const animation = async (frames: number, side: number) =>
    sharp(
      await Promise.all(
        Array.from({ length: frames }, (_, i) =>
          sharp({ create: { width: side, height: side, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 120 } } })
            .png()
            .toBuffer(),
        ),
      ),
      { join: { animated: true } },
    )
      .gif({ effort: 1 })
      .toBuffer();
  const started = () => imagePool(t.config.limits.imageJobs).started;

  it('an animation over the frames’ pixel cap or the frame cap is refused from its header, before it is decoded', async () => {
    const a = await actor(t);
    const before = started();
    const big = await a.agent.upload('work', 'big.gif', await animation(12, 1000)); // 12 MP over all frames
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ success: false, errorCode: 'FILE_IMAGE_ANIMATION_TOO_LARGE' });
    const many = await a.agent.upload('work', 'many.gif', await animation(150, 8)); // tiny, but 150 frames
    expect(many.body.errorCode).toBe('FILE_IMAGE_ANIMATION_TOO_LARGE');
    expect(started()).toBe(before); // no image job ran: nothing was decoded
  }, 120_000);

  it('a PNG whose header declares 10 gigapixels is refused before it is decoded', async () => {
    const a = await actor(t);
    const before = started();
    const res = await a.agent.upload('work', 'huge.png', pngClaiming(100_000, 100_000));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('FILE_IMAGE_TOO_MANY_PIXELS');
    expect(started()).toBe(before);
  });

  it('a file is served while several animations are re-encoded', async () => {
    const a = await actor(t);
    const picture = await a.agent.upload('avatar', 'p.png', await png(64, 48));
    const url = `/api/File/public/${picture.body.data.fileId}`;
    const gif = await animation(8, 800); // 5.1 MP: accepted, seconds of work each
    const done: string[] = [];
    const uploads = Array.from({ length: 4 }, (_, i) =>
      a.agent.upload('work', `anim${i}.gif`, gif).then((r) => (done.push(`upload ${r.status}`), r)),
    );
    // once all four have reached the image work (running or waiting for it), a file is asked for
    const pool = imagePool(t.config.limits.imageJobs);
    while (pool.busy + pool.waiting < 4) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 300)); // and libvips is at work (its stream starts when storage reads it)
    const working = sharp.counters().process; // libvips pipelines at work now
    const get = await fetch(`${base}${url}`);
    const stillWorking = sharp.counters().process;
    done.push(`get ${get.status}`);
    expect((await get.arrayBuffer()).byteLength).toBeGreaterThan(0);
    await Promise.all(uploads);
    // answered while the same re-encodings were still at work: it did not wait for image work to free a thread
    // (with the four run at once, IMAGE_JOBS=4, it waited ~12 s, until two of them had ended)
    expect(working).toBeGreaterThan(0);
    expect(stillWorking).toBe(working);
    expect(done).toEqual(['get 200', 'upload 200', 'upload 200', 'upload 200', 'upload 200']);
  }, 120_000);
});

describe('resumable uploads left open', () => {
  const b64 = (v: string) => Buffer.from(v).toString('base64');
  const cookieOf = (a: Actor) => [...a.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = (a: Actor) => ({ 'tus-resumable': '1.0.0', cookie: cookieOf(a) });
  const create = async (a: Actor, size: number, extra: Record<string, string> = {}) => {
    const r = await fetch(`${base}/api/tus`, {
      method: 'POST',
      headers: { ...headers(a), 'upload-length': String(size), 'upload-metadata': `filename ${b64('plan.zip')}`, ...extra },
    });
    const body = await r.text();
    return { status: r.status, location: r.headers.get('location') ?? '', body: body ? JSON.parse(body) : null };
  };
  const patch = async (a: Actor, location: string, offset: number, bytes: Buffer) => {
    const r = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...headers(a), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: bytes,
    });
    return { status: r.status, body: await r.text() };
  };
  const remove = (a: Actor, location: string) => fetch(`${base}${location}`, { method: 'DELETE', headers: headers(a) });
  const ordinary = async (a: Actor, size: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/File/upload',
      headers: { cookie: cookieOf(a), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: streamedUpload('attachment', 'plan.zip', samples.zip(), size),
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const tusDir = () => path.join(t.config.dataDir, 'tus');
  const tusFiles = () => (existsSync(tusDir()) ? readdirSync(tusDir()).filter((f) => !f.endsWith('.json') && !f.startsWith('.')) : []);

  it('an upload declared larger than the quota is refused when it starts (UPLOAD_QUOTA_EXCEEDED), keeping nothing', async () => {
    const a = await actor(t);
    const before = tusFiles().length;
    const big = await create(a, 200 * MB);
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false, errorCode: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(tusFiles().length).toBe(before);
    const deferred = await fetch(`${base}/api/tus`, { method: 'POST', headers: { ...headers(a), 'upload-defer-length': '1' } });
    expect(deferred.status).toBe(400); // the size must be declared: it is what counts against the quota
    expect(JSON.parse(await deferred.text())).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'Upload-Length' } });
  });

  it('declared bytes of open uploads count against the quota, a member keeps at most 3 open, and idle ones expire', async () => {
    const a = await actor(t);
    const opened = await Promise.all(Array.from({ length: 6 }, () => create(a, 1 * MB)));
    // parallel starts: exactly three pass the lock
    expect(opened.map((o) => o.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const refused = opened.find((o) => o.status === 409)!;
    expect(refused.body).toMatchObject({ success: false, errorCode: 'UPLOAD_TOO_MANY_OPEN' });
    const open = opened.filter((o) => o.status === 201).map((o) => o.location);
    // 3 MB declared (1 KB written) + 3 MB does not fit 5 MB: the ordinary upload is refused
    await patch(a, open[0]!, 0, Buffer.alloc(1024));
    expect((await ordinary(a, 3 * MB)).body.errorCode).toBe('UPLOAD_QUOTA_EXCEEDED');
    // a cancelled one frees its place and its bytes
    expect((await remove(a, open[1]!)).status).toBe(204);
    expect((await create(a, 1 * MB)).status).toBe(201);
    expect((await create(a, 1 * MB)).status).toBe(409);
    // another member is not affected
    expect((await create(await actor(t), 4 * MB)).status).toBe(201);

    // an hour without a byte: removed, and the quota is free again
    t.advance(61 * 60_000);
    const store = new FileStore({ directory: tusDir() });
    expect(await sweepIdleUploads(t.app.ctx, tusDir(), (id) => store.remove(id))).toBeGreaterThanOrEqual(3);
    expect(tusFiles()).toEqual([]);
    expect((await ordinary(a, 3 * MB)).status).toBe(200);
  }, 60_000);

  it('a finished upload counts once: its declared size becomes the file’s', async () => {
    const a = await actor(t);
    const zip = samples.zip();
    const started = await create(a, zip.length);
    const done = await patch(a, started.location, 0, zip);
    expect(done.status, done.body).toBe(200);
    // 5 MB − the zip: a file of 4.9 MB fits, so the upload's declared bytes are no longer counted besides the file
    expect((await ordinary(a, 5 * MB - zip.length - 64 * 1024)).status).toBe(200);
  }, 60_000);
});

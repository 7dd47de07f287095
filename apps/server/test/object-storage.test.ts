import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { startServerProcess } from './server-process.js';
import { memberWithSession } from './session-fixture.js';
import { boxGlb } from '../src/lib/glb-shapes.js';
import { BOUNDARY, multipartBody, png, samples } from '../src/modules/files/files.fixtures.js';
import { privateFileLink } from '../src/modules/files/files.service.js';
import { startS3rver, type TestS3 } from '../src/platform/s3rver.testkit.js';

/** The server with STORAGE=s3 on s3rver (docs/decisions/036-object-storage.md): files go to the bucket and back. */
let s3: TestS3;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  s3 = await startS3rver('boothhub-app');
  t = await createTestApp(s3.env);
  cookie = (await memberWithSession(t.app.ctx.db)).cookie;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = async (purpose: string, filename: string, content: Buffer) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/File/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie },
    payload: multipartBody([
      { name: 'purpose', value: purpose },
      { name: 'file', filename, content, type: 'application/octet-stream' },
    ]),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('files on S3', () => {
  it('keeps an upload in the bucket and streams it back through the server, public and private', async () => {
    const avatar = await upload('avatar', 'me.png', await png());
    expect(avatar.status).toBe(200);
    const pub = await get(avatar.body.data.url);
    expect([pub.statusCode, pub.headers['content-type'], Number(pub.headers['content-length'])]).toEqual([200, 'image/png', avatar.body.data.size]);

    const pdf = await upload('attachment', 'brief.pdf', samples.pdf());
    expect(pdf.status).toBe(200);
    const fileId = pdf.body.data.fileId;
    // the bytes are the bucket's: the storage in use is the S3 one, and it has them
    expect(t.app.ctx.storage.presignedUrl).toBeDefined();
    const stored = await t.app.ctx.db.query.files.findFirst({ where: (f, { eq }) => eq(f.id, fileId) });
    expect(await t.app.ctx.storage.size(stored!.storageKey)).toBe(samples.pdf().length);
    const priv = await get(await privateFileLink(t.app.ctx, fileId));
    expect(priv.statusCode).toBe(200);
    expect(priv.rawPayload).toEqual(samples.pdf());
  });

  it('leaves nothing in the bucket for a refused file: refused before it was stored, or after (then removed)', async () => {
    const before = await s3.keys();
    const spoofed = await upload('attachment', 'contract.pdf', await png());
    expect([spoofed.status, spoofed.body.errorCode]).toEqual([400, 'FILE_TYPE_REJECTED']);
    // an STL whose size does not add up is found out once all of it was streamed into the bucket
    const damaged = await upload('model', 'bad.stl', samples.stlBinary(2, 7));
    expect([damaged.status, damaged.body.errorCode]).toEqual([400, 'FILE_TYPE_REJECTED']);
    expect(await s3.keys()).toEqual(before);
  });

  it('answers FILE_NOT_FOUND when the bucket lost a file', async () => {
    const pdf = await upload('attachment', 'lost.pdf', samples.pdf());
    const stored = await t.app.ctx.db.query.files.findFirst({ where: (f, { eq }) => eq(f.id, pdf.body.data.fileId) });
    await t.app.ctx.storage.remove(stored!.storageKey);
    const res = await get(await privateFileLink(t.app.ctx, pdf.body.data.fileId));
    expect([res.statusCode, JSON.parse(res.body).errorCode]).toEqual([404, 'FILE_NOT_FOUND']);
  });
});

describe('model uploads (tus) on S3', () => {
  it('a finished resumable upload is stored in the bucket and downloaded from it', async () => {
    // tus keeps the chunks of an unfinished upload in DATA_DIR/tus on the instance; only the finished file is the bucket's
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const glb = Buffer.from(await boxGlb());
    const tus = { 'tus-resumable': '1.0.0', cookie };
    const created = await fetch(`${base}/api/tus`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(glb.length), 'upload-metadata': `filename ${Buffer.from('box.glb').toString('base64')}` },
    });
    expect(created.status).toBe(201);
    const before = await s3.keys();
    const done = await fetch(`${base}${created.headers.get('location')}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: glb,
    });
    const body = await done.text();
    expect(done.status, body).toBe(200);
    const { fileId } = JSON.parse(body).data;
    expect((await s3.keys()).length).toBe(before.length + 1);
    const got = await fetch(`${base}${await privateFileLink(t.app.ctx, fileId)}`);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(glb);
  });
});

describe('the start with STORAGE=s3', () => {
  it('a missing bucket stops the server before it listens, naming S3_BUCKET', async () => {
    await expect(startServerProcess({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      /server exited: .*S3_BUCKET: bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist/s,
    );
  });
});

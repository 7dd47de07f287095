import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@boothhub/shared';
import { filePurposeRules, type FilePurpose } from '@boothhub/shared/contracts/files';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { files, serverSecrets } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { createMember, updateMember } from '../accounts/members.service.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { insertSession } from '../accounts/session.repository.js';
import { BOUNDARY, storedFiles, gif, jpegWithGps, multipartBody, png, pngClaiming, samples, streamedUpload, webp } from './files.fixtures.js';
import { getOwnedFile, openFile, privateFileLink, publicFileUrl } from './files.service.js';

let t: TestApp;
let phoneSeq = 0;
const cookies = {} as Record<'owner' | 'other' | 'admin' | 'banned', string>;
const ids = {} as Record<'owner' | 'other' | 'admin', number>;

async function login(role: Role, banned = false) {
  const now = t.app.ctx.now();
  const member = await createMember(t.app.ctx.db, { phone: `1370000${String(++phoneSeq).padStart(4, '0')}`, password: 'passw0rd1', role }, now);
  if (banned) await updateMember(t.app.ctx.db, member.id, { banned: true });
  const token = randomToken();
  await insertSession(t.app.ctx.db, { tokenHash: sha256(token), memberId: member.id, now });
  return { id: member.id, cookie: `${SESSION_COOKIE}=${token}` };
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await login('designer');
  const other = await login('business');
  const admin = await login('admin');
  const banned = await login('designer', true);
  Object.assign(cookies, { owner: owner.cookie, other: other.cookie, admin: admin.cookie, banned: banned.cookie });
  Object.assign(ids, { owner: owner.id, other: other.id, admin: admin.id });
}, 60_000);
afterAll(async () => t?.close());

async function send(payload: Buffer | Readable | string, cookie?: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/File/upload',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** POST the parts as one multipart body, as the owner unless another cookie is given */
const sendParts = (parts: Parameters<typeof multipartBody>[0], cookie = cookies.owner) => send(multipartBody(parts), cookie);

const upload = (purpose: string, filename: string, content: Buffer, cookie = cookies.owner) =>
  sendParts(
    [
      { name: 'purpose', value: purpose },
      { name: 'file', filename, content, type: 'image/png' },
    ],
    cookie,
  );

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const call = async (callPath: string, body: unknown, cookie?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${callPath}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};

const rowCount = async () => (await t.app.ctx.db.select().from(files)).length;

/** run `fn` (expected to fail) and check that neither storage nor the table changed */
async function leavesNothing(fn: () => Promise<{ status: number; body: any }>) {
  const before = { stored: storedFiles(t.config.dataDir), rows: await rowCount() };
  const res = await fn();
  expect(storedFiles(t.config.dataDir)).toEqual(before.stored);
  expect(await rowCount()).toBe(before.rows);
  return res;
}

describe('File/upload: accepted content per purpose', () => {
  const cases: Array<[FilePurpose, string, () => Buffer | Promise<Buffer>, string]> = [
    ['avatar', 'me.png', () => png(), 'image/png'],
    ['idcard', 'front.jpg', () => jpegWithGps(), 'image/jpeg'],
    ['work', 'booth.webp', () => webp(), 'image/webp'],
    ['preview', 'spin.gif', () => gif(), 'image/gif'],
    ['exhibition', 'hall.png', () => png(), 'image/png'],
    ['attachment', 'brief.pdf', samples.pdf, 'application/pdf'],
    ['attachment', 'logo pack.zip', samples.zip, 'application/zip'],
    ['attachment', 'brief.docx', samples.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['attachment', 'plan.dwg', samples.dwg, 'image/vnd.dwg'],
    ['delivery', 'render.png', () => png(), 'image/png'],
    ['delivery', 'sources.rar', samples.rar, 'application/vnd.rar'],
    ['delivery', 'sources.7z', samples.sevenZip, 'application/x-7z-compressed'],
    ['delivery', 'layers.psd', samples.psd, 'image/vnd.adobe.photoshop'],
    ['delivery', 'logo.ai', samples.pdf, 'application/postscript'],
    ['delivery', 'scene.max', samples.cfb, 'application/octet-stream'],
    ['delivery', 'booth.skp', samples.skp, 'application/vnd.sketchup.skp'],
    ['model', 'booth.glb', samples.glb, 'model/gltf-binary'],
    ['model', 'booth.gltf', samples.gltf, 'model/gltf+json'],
    ['model', 'booth.obj', samples.obj, 'model/obj'],
    ['model', 'booth.fbx', samples.fbxBinary, 'application/octet-stream'],
    ['model', 'ascii.fbx', samples.fbxAscii, 'application/octet-stream'],
    ['model', 'booth.stl', () => samples.stlBinary(), 'model/stl'],
    ['model', 'ascii.stl', samples.stlAscii, 'model/stl'],
    ['model', 'booth.3ds', () => samples.threeDs(), 'application/x-3ds'],
    ['model', 'scene.max', samples.cfb, 'application/octet-stream'],
    ['model', 'booth.skp', samples.skp, 'application/vnd.sketchup.skp'],
  ];
  it.each(cases)('%s accepts %s', async (purpose, name, make, mime) => {
    const content = await make();
    const before = storedFiles(t.config.dataDir).length;
    const res = await upload(purpose, name, content);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ errCode: 'success', success: true, data: { name, mime } });
    const data = res.body.data;
    expect(data.fileId).toMatch(/^[0-9a-f]{32}$/);
    expect(storedFiles(t.config.dataDir).length).toBe(before + 1);
    const [row] = (await t.app.ctx.db.select().from(files)).filter((r) => r.id === data.fileId);
    expect(row).toMatchObject({ ownerId: ids.owner, purpose, name, mime, size: data.size, isPublic: filePurposeRules[purpose].public });
    // the storage key is made by the server: no part of the client's name in it
    expect(row!.storageKey).toBe(`${purpose}/${data.fileId.slice(0, 2)}/${data.fileId}`);
    if (filePurposeRules[purpose].public) expect(data.url).toBe(`/api/File/public/${data.fileId}`);
    else expect(data.url).toBeUndefined();
    if (!mime.startsWith('image/') || mime === 'image/vnd.dwg' || mime === 'image/vnd.adobe.photoshop') {
      // not an image: stored byte for byte
      const { stream } = await openFile(t.app.ctx, data.fileId);
      expect(Buffer.concat(await stream.toArray())).toEqual(content);
    }
  });

  it('re-encodes images: EXIF (GPS, copyright) is gone and the picture is turned upright', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const res = await upload('exhibition', 'IMG_0001.jpg', original);
    expect(res.status).toBe(200);
    const served = await get(res.body.data.url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(served.rawPayload.includes(Buffer.from('Secret Studio'))).toBe(false);
    expect(res.body.data.size).toBe(served.rawPayload.length);
  });

  it('keeps the name of a mislabelled photo safe: a JPEG named .png is stored as .jpg', async () => {
    const res = await upload('avatar', 'holiday.png', await jpegWithGps());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'holiday.jpg', mime: 'image/jpeg' });
  });

  it('strips path parts and control characters from the name, and adds the extension when missing', async () => {
    const res = await upload('attachment', '..\\..\\etc/pass\u202ewd\u0007', samples.pdf());
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('passwd.pdf');
  });
});

describe('File/upload: refused content', () => {
  it.each([
    ['avatar', 'logo.svg', samples.svg, 'svg'],
    ['work', 'logo.png', samples.svg, 'svg'],
    ['attachment', 'drawing.svg', samples.svg, 'svg'],
    ['avatar', 'setup.png', samples.exe, 'exe'],
    ['delivery', 'sources.zip', samples.exe, 'exe'],
    ['avatar', 'cv.pdf', samples.pdf, 'pdf'],
    ['model', 'booth.glb', () => Buffer.from('just some text, not a model'), 'text'],
    ['model', 'booth.obj', () => Buffer.from('<html><script>alert(1)</script></html>'), 'markup'],
    ['attachment', 'installer.doc', samples.cfb, 'cfb'],
  ] as const)('%s refuses %s (%s)', async (purpose, name, make, what) => {
    const res = await leavesNothing(() => upload(purpose, name, make()));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'FILE_TYPE_REJECTED' });
    expect(res.body.errorMessage).toContain(what);
    expect(res.body.details.allowed).toEqual([...filePurposeRules[purpose].formats]);
  });

  it('refuses type spoofing: a PNG renamed .pdf is not a PDF', async () => {
    const res = await leavesNothing(async () => upload('attachment', 'contract.pdf', await png()));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('FILE_TYPE_REJECTED');
    expect(res.body.errorMessage).toContain('png named .pdf');
  });

  it('ignores the client mime: a PDF sent as image/png is refused for an avatar', async () => {
    const res = await sendParts([
      { name: 'purpose', value: 'avatar' },
      { name: 'file', filename: 'a.png', content: samples.pdf(), type: 'image/png' },
    ]);
    expect(res.body.errorCode).toBe('FILE_TYPE_REJECTED');
  });

  it('refuses damaged 3D files whose size does not add up, leaving nothing behind', async () => {
    expect((await leavesNothing(() => upload('model', 'bad.stl', samples.stlBinary(2, 7)))).body.errorCode).toBe('FILE_TYPE_REJECTED');
    expect((await leavesNothing(() => upload('model', 'bad.3ds', samples.threeDs(999_999)))).body.errorCode).toBe('FILE_TYPE_REJECTED');
  });

  it('refuses decompression bombs and broken images', async () => {
    const bomb = await leavesNothing(() => upload('work', 'bomb.png', pngClaiming(20_000, 20_000)));
    expect(bomb.status).toBe(400);
    expect(bomb.body.errorCode).toBe('FILE_IMAGE_TOO_MANY_PIXELS');
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 0x55)]);
    const res = await leavesNothing(() => upload('avatar', 'broken.png', broken));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('FILE_IMAGE_INVALID');
  });

  const sizes = Object.entries(filePurposeRules).map(([purpose, rule]) => [purpose as FilePurpose, rule.maxBytes] as const);
  it.each(sizes)(
    '%s refuses more than its limit with 413 and stores nothing',
    async (purpose, maxBytes) => {
      const head = filePurposeRules[purpose].formats[0] === 'glb' ? samples.glb() : await png();
      const name = filePurposeRules[purpose].formats[0] === 'glb' ? 'big.glb' : 'big.png';
      const res = await leavesNothing(() => send(streamedUpload(purpose, name, head, maxBytes + 1), cookies.owner));
      expect(res.status).toBe(413);
      expect(res.body.errorCode).toBe('FILE_TOO_LARGE');
      expect(res.body.errorMessage).toContain(`${maxBytes / 1024 / 1024} MB`);
    },
    120_000,
  );

  it('accepts a file of exactly the limit', async () => {
    const res = await send(streamedUpload('attachment', 'exact.zip', samples.zip(), filePurposeRules.attachment.maxBytes), cookies.owner);
    expect(res.status).toBe(200);
    expect(res.body.data.size).toBe(filePurposeRules.attachment.maxBytes);
  }, 60_000);
});

describe('File/upload: who and how', () => {
  it('refuses anonymous (401) and banned members (403)', async () => {
    const content = await png();
    const anon = await leavesNothing(() => upload('avatar', 'a.png', content, ''));
    expect(anon.status).toBe(401);
    expect(anon.body.errorCode).toBe('AUTH_REQUIRED');
    const banned = await leavesNothing(() => upload('avatar', 'a.png', content, cookies.banned));
    expect(banned.status).toBe(403);
    expect(banned.body.errorCode).toBe('ACCOUNT_BANNED');
  });

  it('needs the purpose before the file, a valid purpose, and a non-empty file', async () => {
    const content = await png();
    const late = await leavesNothing(() =>
      sendParts([
        { name: 'file', filename: 'a.png', content },
        { name: 'purpose', value: 'avatar' },
      ]),
    );
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'purpose' } });
    expect(late.body.errorMessage).toContain('before the file');

    const bad = await sendParts([
      { name: 'purpose', value: 'selfie' },
      { name: 'file', filename: 'a.png', content },
    ]);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'purpose' } });
    const none = await sendParts([{ name: 'purpose', value: 'avatar' }]);
    expect(none).toMatchObject({ status: 400, body: { errorCode: 'FILE_REQUIRED' } });
    const empty = await leavesNothing(() => upload('avatar', 'empty.png', Buffer.alloc(0)));
    expect(empty).toMatchObject({ status: 400, body: { errorCode: 'FILE_REQUIRED' } });
    const wrongField = await sendParts([
      { name: 'purpose', value: 'avatar' },
      { name: 'upload', filename: 'a.png', content },
    ]);
    expect(wrongField.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'file' } });
  });

  it('answers malformed bodies with a 4xx envelope, never a 500', async () => {
    const content = await png();
    const whole = multipartBody([
      { name: 'purpose', value: 'avatar' },
      { name: 'file', filename: 'a.png', content },
    ]);
    const attempts: Array<[Buffer | string, string]> = [
      [whole.subarray(0, whole.length - 30), `multipart/form-data; boundary=${BOUNDARY}`], // cut off inside the file
      [whole, 'multipart/form-data'], // no boundary
      [whole, 'multipart/form-data; boundary=something-else'],
      ['not multipart at all', `multipart/form-data; boundary=${BOUNDARY}`],
      [Buffer.alloc(0), `multipart/form-data; boundary=${BOUNDARY}`],
      [`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`, `multipart/form-data; boundary=${BOUNDARY}`],
      ['{"purpose":"avatar"}', 'application/json'],
    ];
    const before = { stored: storedFiles(t.config.dataDir), rows: await rowCount() };
    // over a real socket: a body cut short only shows as such when the connection really ends
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const [payload, type] of attempts) {
      const answer = await fetch(`${base}/api/File/upload`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: cookies.owner },
        body: typeof payload === 'string' ? payload : new Uint8Array(payload),
      });
      const res = { status: answer.status, body: await answer.json() };
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ success: false, data: null });
    }
    expect(storedFiles(t.config.dataDir)).toEqual(before.stored);
    expect(await rowCount()).toBe(before.rows);
    expect(t.logs.some((l) => l.includes('unexpected error'))).toBe(false);
  });

  it('takes only the first file of a request', async () => {
    const content = await png();
    const res = await sendParts([
      { name: 'purpose', value: 'avatar' },
      { name: 'file', filename: 'one.png', content },
      { name: 'file', filename: 'two.png', content },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('one.png');
  });
});

describe('serving files', () => {
  it('serves public files with their type, nosniff and a long cache', async () => {
    const content = await png();
    const { body } = await upload('avatar', 'me.png', content);
    const res = await get(body.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(Number(res.headers['content-length'])).toBe(body.data.size);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
    const again = await get(body.data.url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get(publicFileUrl('0'.repeat(32)))).statusCode).toBe(404);
  });

  it('never serves a private file from the public path or without a valid signature', async () => {
    const { body } = await upload('idcard', 'front.jpg', await jpegWithGps());
    const id = body.data.fileId;
    expect(await get(`/api/File/public/${id}`).then((r) => [r.statusCode, JSON.parse(r.body).errorCode])).toEqual([404, 'FILE_NOT_FOUND']);
    const url = await privateFileLink(t.app.ctx, id);
    const { exp, sig } = Object.fromEntries(new URL(url, 'http://x').searchParams) as { exp: string; sig: string };
    const attempts = [
      `/api/File/private/${id}`,
      `/api/File/private/${id}?exp=${exp}`,
      `/api/File/private/${id}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/api/File/private/${id}?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
      `/api/File/private/${'a'.repeat(32)}?exp=${exp}&sig=${sig}`,
      `/api/File/private/${id}?exp=abc&sig=${sig}`,
    ];
    for (const u of attempts) {
      const res = await get(u);
      expect([res.statusCode, JSON.parse(res.body).errorCode], u).toEqual([403, 'FILE_LINK_INVALID']);
    }
    const ok = await get(url);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=(\d+)$/);
    expect((await sharp(ok.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses an expired link', async () => {
    const { body } = await upload('delivery', 'final.zip', samples.zip());
    const url = await privateFileLink(t.app.ctx, body.data.fileId);
    expect((await get(url)).statusCode).toBe(200);
    t.advance(9 * 60 * 1000);
    expect((await get(url)).statusCode).toBe(200);
    t.advance(2 * 60 * 1000);
    const res = await get(url);
    expect([res.statusCode, JSON.parse(res.body).errorCode]).toEqual([403, 'FILE_LINK_EXPIRED']);
  });

  it('File/link: the owner and admins get a link, another member and anonymous do not', async () => {
    const name = '展位 设计(方案) v2.pdf';
    const { body } = await upload('attachment', name, samples.pdf());
    const fileId = body.data.fileId;
    const mine = await call('File/link', { fileId }, cookies.owner);
    expect(mine.status).toBe(200);
    expect(mine.body.data.url).toMatch(new RegExp(`^/api/File/private/${fileId}\\?exp=\\d+&sig=[\\w-]{43}$`));
    expect(new Date(mine.body.data.expiresAt).getTime() - t.app.ctx.now().getTime()).toBeGreaterThan(9 * 60 * 1000);
    const res = await get(mine.body.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(samples.pdf());
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ __(__) v2.pdf"; filename*=UTF-8''${encodeURIComponent(name).replace('(', '%28').replace(')', '%29')}`,
    );

    const admin = await call('File/link', { fileId }, cookies.admin);
    expect(admin.status).toBe(200);
    expect((await get(admin.body.data.url)).statusCode).toBe(200);
    expect(await call('File/link', { fileId }, cookies.other)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await call('File/link', { fileId })).toMatchObject({ status: 401, body: { errorCode: 'AUTH_REQUIRED' } });
    expect(await call('File/link', { fileId }, cookies.banned)).toMatchObject({ status: 403, body: { errorCode: 'ACCOUNT_BANNED' } });
    expect(await call('File/link', { fileId: 'f'.repeat(32) }, cookies.owner)).toMatchObject({ status: 404, body: { errorCode: 'FILE_NOT_FOUND' } });
    expect(await call('File/link', { fileId: '../etc/passwd' }, cookies.owner)).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_FAILED' },
    });
  });

  it('keeps one signing secret in the database', async () => {
    const rows = await t.app.ctx.db.select().from(serverSecrets);
    expect(rows.map((r) => r.name)).toEqual(['file-links']);
  });
});

describe('service functions for other modules', () => {
  it('getOwnedFile checks existence, owner and purpose', async () => {
    const { body } = await upload('delivery', 'render.png', await png());
    const fileId = body.data.fileId;
    const db = t.app.ctx.db;
    await expect(getOwnedFile(db, fileId, ids.owner, 'delivery')).resolves.toMatchObject({ id: fileId, purpose: 'delivery' });
    await expect(getOwnedFile(db, fileId, ids.owner, ['attachment', 'delivery'])).resolves.toMatchObject({ id: fileId });
    await expect(getOwnedFile(db, fileId, ids.other, 'delivery')).rejects.toMatchObject({ code: 'FILE_NOT_YOURS' });
    await expect(getOwnedFile(db, fileId, ids.owner, 'model')).rejects.toMatchObject({ code: 'FILE_WRONG_PURPOSE' });
    await expect(getOwnedFile(db, 'b'.repeat(32), ids.owner, 'delivery')).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    await expect(getOwnedFile(db, 'nonsense', ids.owner, 'delivery')).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
  });

  it('openFile streams the stored bytes', async () => {
    const { body } = await upload('model', 'booth.glb', samples.glb());
    const { file, stream } = await openFile(t.app.ctx, body.data.fileId);
    expect(file.mime).toBe('model/gltf-binary');
    expect(Buffer.concat(await stream.toArray())).toEqual(samples.glb());
    await expect(openFile(t.app.ctx, 'c'.repeat(32))).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
  });
});

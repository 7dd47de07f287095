import type { Readable } from 'node:stream';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { files } from '../../db/schema/index.js';
import { actor, type Actor } from '../tasks/tasks.fixtures.js';
import { BOUNDARY, multipartBody, png, samples, storedFiles, streamedUpload } from './files.fixtures.js';
import { sweepUnattachedFiles } from './files.sweep.js';

/** The per-member upload quota and the sweep of uploads never attached (decision record 018). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_QUOTA_MB: '1' });
});
afterAll(async () => t?.close());

const KB = 1024;
async function send(a: Actor, payload: Buffer | Readable, lang = 'en') {
  const cookie = [...a.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/File/upload',
    headers: { cookie, 'accept-language': lang, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}
const zipOf = (a: Actor, size: number, lang?: string) => send(a, streamedUpload('attachment', 'plan.zip', samples.zip(), size), lang);
const rowsOf = async (ownerId: number) => t.app.ctx.db.select().from(files).where(eq(files.ownerId, ownerId));

describe('upload quota (UPLOAD_QUOTA_MB)', () => {
  it('refuses an upload that would pass the quota, leaving no row and no stored bytes', async () => {
    const a = await actor(t);
    expect((await zipOf(a, 700 * KB)).status).toBe(200);
    const before = { stored: storedFiles(t.config.dataDir), rows: (await rowsOf(a.id)).length };

    const over = await zipOf(a, 400 * KB);
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ success: false, errorCode: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(over.body.errorMessage).toContain('1 MB');
    const zh = await zipOf(a, 400 * KB, 'zh-CN');
    expect(zh.body.errorCode).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(zh.body.errorMessage).toContain('上传上限');

    expect(storedFiles(t.config.dataDir)).toEqual(before.stored);
    expect((await rowsOf(a.id)).length).toBe(before.rows);
    // what still fits is accepted; the quota is the member's own
    expect((await zipOf(a, 300 * KB)).status).toBe(200);
    expect((await zipOf(await actor(t), 900 * KB)).status).toBe(200);
  }, 120_000);

  it('refuses at once when the quota is already used up', async () => {
    const a = await actor(t);
    expect((await zipOf(a, 1024 * KB)).status).toBe(200);
    const before = storedFiles(t.config.dataDir);
    const res = await send(
      a,
      multipartBody([
        { name: 'purpose', value: 'avatar' },
        { name: 'file', filename: 'me.png', content: await png(), type: 'image/png' },
      ]),
    );
    expect(res.body.errorCode).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(storedFiles(t.config.dataDir)).toEqual(before);
  }, 60_000);
});

describe('sweep of unattached uploads', () => {
  it('removes an upload never attached after 24 hours; keeps attached and recent ones', async () => {
    const a = await actor(t);
    const avatar = async () =>
      (
        await send(
          a,
          multipartBody([
            { name: 'purpose', value: 'avatar' },
            { name: 'file', filename: 'me.png', content: await png(), type: 'image/png' },
          ]),
        )
      ).body.data.fileId as string;
    const orphan = await avatar();
    const attached = await avatar();
    expect((await a.agent.call('Member/updateBaseInfo', { userlogo: attached })).status).toBe(200);
    t.advance(25 * 3600 * 1000);
    const recent = await avatar();
    const keyOf = async (id: string) => (await t.app.ctx.db.select().from(files).where(eq(files.id, id)))[0]?.storageKey;
    const orphanBytes = path.join(t.config.dataDir, 'files', (await keyOf(orphan))!);
    expect(existsSync(orphanBytes)).toBe(true);

    expect(await sweepUnattachedFiles(t.app.ctx)).toBeGreaterThanOrEqual(1);

    expect(await keyOf(orphan)).toBeUndefined();
    expect(existsSync(orphanBytes)).toBe(false);
    for (const kept of [attached, recent]) {
      const key = await keyOf(kept);
      expect(key).toBeDefined();
      expect(existsSync(path.join(t.config.dataDir, 'files', key!))).toBe(true);
    }
    // a swept upload cannot be attached any more; a kept one can
    expect((await a.agent.call('Member/updateBaseInfo', { userlogo: orphan })).body.errorCode).toBe('FILE_NOT_FOUND');
    expect((await a.agent.call('Member/updateBaseInfo', { userlogo: recent })).status).toBe(200);
    // a second sweep (another instance) finds nothing more of this member's
    await sweepUnattachedFiles(t.app.ctx);
    expect((await rowsOf(a.id)).map((r) => r.id).sort()).toEqual([attached, recent].sort());
  }, 120_000);
});

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { FairPool } from './fair-pool.js';
import { boxGlb } from './glb-shapes.js';
import { inspectGltfApart, validateGltfApart } from './gltf-process.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('FairPool', () => {
  const job =
    (log: string[], name: string, ms: number, fail = false) =>
    async () => {
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };

  it('with one slot runs the work one after the other, and a failure does not stop the next', async () => {
    const log: string[] = [];
    const pool = new FairPool(1);
    const results = await Promise.allSettled([pool.run(1, job(log, 'a', 30)), pool.run(1, job(log, 'b', 5, true)), pool.run(1, job(log, 'c', 1))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('one member’s queue does not starve another’s: with two slots a member holds one, the other is free for the rest', async () => {
    const log: string[] = [];
    const pool = new FairPool(2);
    const a = [1, 2, 3, 4].map((i) => pool.run('a', job(log, `a${i}`, 40)));
    await tick(5);
    expect(pool.busy).toBe(1); // a's second file waits although a slot is free: it is kept for another member
    const b = pool.run('b', job(log, 'b1', 5));
    await b;
    expect(log).not.toContain('end a1'); // b's file was done while a's first was still running
    await Promise.all(a);
  });

  it('a freed slot goes to the member whose turn it is, not to the next in arrival order', async () => {
    const log: string[] = [];
    const pool = new FairPool(1);
    const all = [
      pool.run('a', job(log, 'a1', 10)),
      pool.run('a', job(log, 'a2', 1)),
      pool.run('a', job(log, 'a3', 1)),
      pool.run('b', job(log, 'b1', 1)),
    ];
    await Promise.all(all);
    expect(log.filter((l) => l.startsWith('start'))).toEqual(['start a1', 'start b1', 'start a2', 'start a3']);
  });
});

describe('the glTF work in a process of its own', () => {
  const stream = (bytes: Uint8Array) => async () => Readable.from([Buffer.from(bytes)]);
  const o = { owner: 1, limits: loadConfig({}).limits.gltf };

  it('reads a glb streamed to it: triangles, size and a preview glb', async () => {
    const glb = await boxGlb();
    const facts = await inspectGltfApart(stream(glb), { field: 'fileId' }, o);
    expect(facts.polygons).toBe(12);
    expect(facts.bbox.every((n) => n > 0)).toBe(true);
    expect(Buffer.from(facts.preview.subarray(0, 4)).toString('latin1')).toBe('glTF');
    expect(await validateGltfApart(stream(glb), { field: 'file' }, o)).toBeNull();
  }, 60_000);

  it('refuses a broken file with the validator’s reason, naming the field and the file', async () => {
    const broken = Buffer.from('glTF\u0002\u0000\u0000\u0000garbage-garbage-garbage');
    await expect(inspectGltfApart(stream(broken), { field: 'files', name: 'stand.glb' }, o)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'files', reason: expect.stringMatching(/^stand\.glb: /) },
    });
    expect(await validateGltfApart(stream(broken), { field: 'file' }, o)).toMatch(/./);
  }, 60_000);
});

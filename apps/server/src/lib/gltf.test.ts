import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boxGlb } from './glb-shapes.js';
import { inspectGltfApart, oneInspectionAtATime, validateGltfApart } from './gltf-process.js';

describe('oneInspectionAtATime', () => {
  it('runs the work one after the other, whatever order they finish in, and a failure does not stop the next', async () => {
    const log: string[] = [];
    const work =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      oneInspectionAtATime(work('a', 30)),
      oneInspectionAtATime(work('b', 5, true)),
      oneInspectionAtATime(work('c', 1)),
    ]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('the glTF work in a process of its own', () => {
  const stream = (bytes: Uint8Array) => async () => Readable.from([Buffer.from(bytes)]);

  it('reads a glb streamed to it: triangles, size and a preview glb', async () => {
    const glb = await boxGlb();
    const facts = await inspectGltfApart(stream(glb), { field: 'fileId' });
    expect(facts.polygons).toBe(12);
    expect(facts.bbox.every((n) => n > 0)).toBe(true);
    expect(Buffer.from(facts.preview.subarray(0, 4)).toString('latin1')).toBe('glTF');
    expect(await validateGltfApart(stream(glb))).toBeNull();
  }, 60_000);

  it('refuses a broken file with the validator’s reason, naming the field and the file', async () => {
    const broken = Buffer.from('glTF\u0002\u0000\u0000\u0000garbage-garbage-garbage');
    await expect(inspectGltfApart(stream(broken), { field: 'files', name: 'stand.glb' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { field: 'files', reason: expect.stringMatching(/^stand\.glb: /) },
    });
    expect(await validateGltfApart(stream(broken))).toMatch(/./);
  }, 60_000);
});

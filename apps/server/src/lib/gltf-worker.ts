/**
 * The glTF inspection's own process, started by lib/gltf-process.ts for one file and gone when it is done: the file's
 * bytes come on stdin; `inspect` writes the preview glb to stdout and then sends the facts over IPC, `validate` sends
 * only the validator's first error. A refusal is sent as its reason; anything else as a failure.
 */
import { isAppError } from '../platform/app-error.js';
import { firstGltfError, inspectGltf } from './gltf.js';

export type WorkerAnswer =
  | { kind: 'validated'; error: string | null }
  | { kind: 'inspected'; polygons: number; bbox: [number, number, number] }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; message: string };

const send = (answer: WorkerAnswer) => new Promise<void>((resolve) => process.send!(answer, () => resolve()));

async function main() {
  const bytes = Buffer.concat(await process.stdin.toArray());
  try {
    if (process.argv[2] === 'validate') return await send({ kind: 'validated', error: await firstGltfError(bytes) });
    const facts = await inspectGltf(bytes);
    await new Promise<void>((resolve, reject) => process.stdout.write(facts.preview, (err) => (err ? reject(err) : resolve())));
    await send({ kind: 'inspected', polygons: facts.polygons, bbox: facts.bbox });
  } catch (err) {
    await send(
      isAppError(err) && err.code === 'VALIDATION_FAILED'
        ? { kind: 'refused', reason: String(err.params.reason) }
        : { kind: 'failed', message: String((err as Error)?.stack ?? err).slice(0, 2000) },
    );
  }
}

await main();
process.disconnect?.();

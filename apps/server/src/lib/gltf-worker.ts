/**
 * The glTF inspection's own process, started by lib/gltf-process.ts for one file and gone when it is done: the file's
 * bytes come on stdin, the budget (lib/gltf-budget.ts) as the second argument. A file over the budget is refused
 * before anything is decoded; otherwise `inspect` writes the preview glb to stdout and then sends the facts over IPC,
 * `validate` sends only the validator's first error. A refusal is sent as its reason; anything else as a failure.
 * Every answer carries the process's peak resident memory.
 */
import { readFileSync } from 'node:fs';
import { isAppError } from '../platform/app-error.js';
import { DEFAULT_GLTF_BUDGET, overBudget, type GltfBudget } from './gltf-budget.js';

type Answer =
  | { kind: 'validated'; error: string | null }
  | { kind: 'inspected'; polygons: number; bbox: [number, number, number] }
  | { kind: 'refused'; reason: string }
  | { kind: 'too-complex'; reason: string }
  | { kind: 'failed'; message: string };
export type WorkerAnswer = Answer & { maxRss?: number };

/** This process's peak resident memory: Linux's VmHWM (getrusage's maxRSS would include the forking parent's, kept over exec). */
function peakRss(): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'latin1'));
    if (m) return Number(m[1]) * 1024;
  } catch {
    /* not Linux */
  }
  return 0;
}

const send = (answer: Answer) => new Promise<void>((resolve) => process.send!({ ...answer, maxRss: peakRss() }, () => resolve()));

async function main() {
  const budget: GltfBudget = process.argv[3] ? (JSON.parse(process.argv[3]) as GltfBudget) : DEFAULT_GLTF_BUDGET;
  const bytes = Buffer.concat(await process.stdin.toArray());
  try {
    const over = overBudget(bytes, budget);
    if (over) return await send({ kind: 'too-complex', reason: over });
    // the 3D libraries load only for a file within the budget
    const { firstGltfError, inspectGltf } = await import('./gltf.js');
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

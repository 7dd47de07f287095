import { fork } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { AppError } from '../platform/app-error.js';
import type { GltfFacts, GltfSubject } from './gltf.js';
import type { WorkerAnswer } from './gltf-worker.js';

/**
 * The glTF work (validator, glTF-Transform, meshopt) out of the server's process: it needs the whole file in memory
 * (about twice its size: +432 MiB for a 200 MB glb in bench:models) and seconds of CPU, so each file is read by a
 * process of its own (lib/gltf-worker.ts) that gets the bytes streamed on stdin and exits when done. The server's
 * memory stays flat and its event loop free; one file at a time per server (the rest wait their turn).
 */
const here = fileURLToPath(import.meta.url);
// from source (tests, `npm run dev`, the browser tests' server) the worker is TypeScript run through tsx; in the
// production bundle (dist/server/main.js) it is dist/server/gltf-worker.js beside it (apps/server/build.mjs)
const fromSource = here.endsWith('.ts');
const workerFile = path.join(path.dirname(here), fromSource ? 'gltf-worker.ts' : 'gltf-worker.js');

let slot: Promise<unknown> = Promise.resolve();

/** Runs `work` when the ones before it are done (one file's worth of memory and CPU at a time). */
export function oneInspectionAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = slot.then(work, work);
  slot = run.catch(() => undefined);
  return run;
}

async function runWorker(mode: 'validate' | 'inspect', source: Readable): Promise<{ answer: WorkerAnswer; out: Buffer }> {
  const child = fork(workerFile, [mode], {
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    stdio: ['pipe', 'pipe', 'inherit', 'ipc'],
    serialization: 'json',
  });
  const chunks: Buffer[] = [];
  child.stdout!.on('data', (c: Buffer) => chunks.push(c));
  let answer: WorkerAnswer | undefined;
  child.on('message', (m) => {
    answer = m as WorkerAnswer;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  try {
    await pipeline(source, child.stdin!);
  } catch (err) {
    child.kill();
    await exited.catch(() => undefined);
    throw err;
  }
  const code = await exited;
  if (!answer) throw new Error(`the glTF worker ended (code ${code}) without an answer`);
  return { answer, out: Buffer.concat(chunks) };
}

const refusal = (subject: GltfSubject, reason: string) =>
  new AppError('VALIDATION_FAILED', { field: subject.field, reason: subject.name ? `${subject.name}: ${reason}` : reason }, { field: subject.field });

/** The glTF validator's first error of the streamed file, or null when it is valid glTF 2.0. */
export async function validateGltfApart(source: () => Promise<Readable>): Promise<string | null> {
  const { answer } = await oneInspectionAtATime(async () => runWorker('validate', await source()));
  if (answer.kind === 'validated') return answer.error;
  throw new Error(answer.kind === 'failed' ? answer.message : `unexpected answer ${answer.kind}`);
}

/** lib/gltf.ts inspectGltf of the streamed file, in its own process: the facts and the preview, or the refusal. */
export async function inspectGltfApart(source: () => Promise<Readable>, subject: GltfSubject): Promise<GltfFacts> {
  const { answer, out } = await oneInspectionAtATime(async () => runWorker('inspect', await source()));
  if (answer.kind === 'inspected') return { polygons: answer.polygons, bbox: answer.bbox, preview: out };
  if (answer.kind === 'refused') throw refusal(subject, answer.reason);
  throw new Error(answer.kind === 'failed' ? answer.message : `unexpected answer ${answer.kind}`);
}

import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { GltfLimits } from '../config.limits.js';
import { AppError } from '../platform/app-error.js';
import { FairPool } from './fair-pool.js';
import type { GltfFacts, GltfSubject } from './gltf.js';
import type { WorkerAnswer } from './gltf-worker.js';

/**
 * The glTF work (validator, glTF-Transform, meshopt) out of the server's process: it needs the whole file in memory
 * (about twice its size: +432 MiB for a 200 MB glb in bench:models) and seconds of CPU, so each file is read by a
 * process of its own (lib/gltf-worker.ts) that gets the bytes streamed on stdin and exits when done. The server's
 * memory stays flat and its event loop free. Bounded three ways (issue 31, decision 062): the worker first compares
 * the decoded sizes the file declares with the budget (lib/gltf-budget.ts) and refuses it before decoding anything;
 * the process gets a memory limit (V8's heap by --max-old-space-size, its whole resident memory watched from here)
 * and a wall-clock timeout, either of which kills it (MODEL_TOO_COMPLEX); and the inspections share a small pool
 * (GLTF_WORKERS) fair between members, so one member's slow files never hold up another's.
 */
const here = fileURLToPath(import.meta.url);
// in the production bundle (dist/server/main.js) the worker is dist/server/gltf-worker.js beside it (build.mjs); from
// source (`npm run dev`, the browser tests' server) it is TypeScript run through tsx, except in the server's tests:
// their run bundles it once and hands its path over (BH_GLTF_WORKER, test/global-setup.ts) — tsx loading the
// worker's modules was half of an inspection's CPU (docs/ci.md)
const fromSource = here.endsWith('.ts');
const testBundle = fromSource ? process.env.BH_GLTF_WORKER : undefined;
const workerFile = testBundle || path.join(path.dirname(here), fromSource ? 'gltf-worker.ts' : 'gltf-worker.js');
const throughTsx = fromSource && !testBundle;

const pools = new Map<number, FairPool>();
/** The instance's inspection pool of `size` slots (one per size: tests build apps with other settings). */
export const inspectionPool = (size: number) => pools.get(size) ?? pools.set(size, new FairPool(size)).get(size)!;

/** How one inspection went, for tests and logs: the worker's peak resident memory and its time. */
export interface WorkerStats {
  peakRssBytes: number;
  ms: number;
  outcome: 'answered' | 'memory' | 'timeout' | 'crashed';
}

export interface InspectionOptions {
  /** whose file (the pool is fair between owners) */
  owner: number;
  limits: GltfLimits;
  /** told how the worker went */
  observe?: (stats: WorkerStats) => void;
}

/** Resident memory of a process in bytes (Linux /proc); 0 where it cannot be read. */
function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

const WATCH_MS = 25;

async function runWorker(mode: 'validate' | 'inspect', source: Readable, o: InspectionOptions): Promise<{ answer: WorkerAnswer; out: Buffer }> {
  const { limits } = o;
  const started = performance.now();
  const child = fork(workerFile, [mode, JSON.stringify(limits.budget)], {
    execArgv: [...(throughTsx ? ['--import', 'tsx'] : []), `--max-old-space-size=${limits.memoryMb}`],
    stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
    serialization: 'json',
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString('utf8')).slice(-2000)));
  const chunks: Buffer[] = [];
  child.stdout!.on('data', (c: Buffer) => chunks.push(c));
  let answer: WorkerAnswer | undefined;
  child.on('message', (m) => {
    answer = m as WorkerAnswer;
  });
  let killed: 'memory' | 'timeout' | undefined;
  let peak = 0;
  const kill = (why: 'memory' | 'timeout') => {
    killed ??= why;
    child.kill('SIGKILL');
  };
  const watch = setInterval(() => {
    const rss = child.pid ? rssOf(child.pid) : 0;
    peak = Math.max(peak, rss);
    if (rss > limits.memoryMb * 1024 * 1024) kill('memory');
  }, WATCH_MS);
  const timer = setTimeout(() => kill('timeout'), limits.timeoutMs);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  try {
    try {
      await pipeline(source, child.stdin!);
    } catch (err) {
      // the worker may have refused the file (over the budget) and gone before reading all of it
      if (!(err as { code?: string }).code?.startsWith('EPIPE') && !killed) {
        child.kill('SIGKILL');
        await exited.catch(() => undefined);
        throw err;
      }
    }
    const { code, signal } = await exited;
    const reported = answer && 'maxRss' in answer ? Number(answer.maxRss) : 0;
    const heapOut = !answer && (signal === 'SIGABRT' || code === 134 || /heap out of memory/i.test(stderr));
    const outcome = killed ?? (answer ? 'answered' : heapOut ? 'memory' : 'crashed');
    o.observe?.({ peakRssBytes: Math.max(peak, reported), ms: performance.now() - started, outcome });
    if (outcome === 'memory') throw tooComplex(`it needs more than ${limits.memoryMb} MB of memory to read`);
    if (outcome === 'timeout') throw tooComplex(`reading it takes longer than ${Math.round(limits.timeoutMs / 1000)} s`);
    if (!answer) throw new Error(`the glTF worker ended (code ${code}, signal ${signal}) without an answer: ${stderr.slice(-500)}`);
    return { answer, out: Buffer.concat(chunks) };
  } finally {
    clearInterval(watch);
    clearTimeout(timer);
  }
}

/** Thrown without a subject; the callers below name the field and the file. */
class TooComplex extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
const tooComplex = (reason: string) => new TooComplex(reason);

const named = (subject: GltfSubject, reason: string) => (subject.name ? `${subject.name}: ${reason}` : reason);
const refusal = (subject: GltfSubject, reason: string) =>
  new AppError('VALIDATION_FAILED', { field: subject.field, reason: named(subject, reason) }, { field: subject.field });
const tooComplexError = (subject: GltfSubject, reason: string) =>
  new AppError('MODEL_TOO_COMPLEX', { reason: named(subject, reason) }, { field: subject.field });

async function inPool(mode: 'validate' | 'inspect', source: () => Promise<Readable>, subject: GltfSubject, o: InspectionOptions) {
  try {
    const done = await inspectionPool(o.limits.workers).run(o.owner, async () => runWorker(mode, await source(), o));
    if (done.answer.kind === 'too-complex') throw tooComplexError(subject, done.answer.reason);
    return done;
  } catch (err) {
    if (err instanceof TooComplex) throw tooComplexError(subject, err.reason);
    throw err;
  }
}

/**
 * The glTF validator's first error of the streamed file, or null when it is valid glTF 2.0. Throws MODEL_TOO_COMPLEX
 * naming `subject` when the file is over the budget, the memory limit or the time limit.
 */
export async function validateGltfApart(source: () => Promise<Readable>, subject: GltfSubject, o: InspectionOptions): Promise<string | null> {
  const { answer } = await inPool('validate', source, subject, o);
  if (answer.kind === 'validated') return answer.error;
  throw new Error(answer.kind === 'failed' ? answer.message : `unexpected answer ${answer.kind}`);
}

/** lib/gltf.ts inspectGltf of the streamed file, in its own process: the facts and the preview, or the refusal. */
export async function inspectGltfApart(source: () => Promise<Readable>, subject: GltfSubject, o: InspectionOptions): Promise<GltfFacts> {
  const { answer, out } = await inPool('inspect', source, subject, o);
  if (answer.kind === 'inspected') return { polygons: answer.polygons, bbox: answer.bbox, preview: out };
  if (answer.kind === 'refused') throw refusal(subject, answer.reason);
  throw new Error(answer.kind === 'failed' ? answer.message : `unexpected answer ${answer.kind}`);
}

/**
 * The top frames of a V8 CPU profile (`node --cpu-prof`), for docs/performance.md:
 *   node --import tsx bench/profile-top.ts <file.cpuprofile> [n] [skip-seconds]
 * Prints the functions with the most self time, and the self time summed by
 * where the code lives (a package under node_modules, the app, node itself),
 * as shares of the samples that were not idle; samples of the first
 * skip-seconds (the server's start) are left out.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, nArg, skipArg] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/profile-top.ts <file.cpuprofile> [n]');
const count = Number(nArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((x) => [x.id, x]));
const self = new Map<number, number>();
const skipUs = Number(skipArg ?? 0) * 1e6;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed >= skipUs) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);
const where = (url: string) => {
  if (!url) return 'v8/native';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/apps/server/')) return 'app (apps/server)';
  if (url.includes('/packages/shared/')) return 'app (packages/shared)';
  return url.replace(/^file:\/\//, '');
};

const fnSelf = new Map<string, number>();
const placeSelf = new Map<string, number>();
let busy = 0;
let gc = 0;
for (const [id, us] of self) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(garbage collector)') gc += us;
  if (IDLE.has(functionName)) continue;
  busy += us;
  const short = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/');
  const key = `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`;
  fnSelf.set(key, (fnSelf.get(key) ?? 0) + us);
  placeSelf.set(where(url), (placeSelf.get(where(url)) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
const top = <K>(m: Map<K, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k);
console.log(`busy ${(busy / 1000).toFixed(0)} ms of samples (garbage collector ${(gc / 1000).toFixed(0)} ms besides)`);
console.log('\n| self time | where |\n| ---: | --- |');
for (const [k, us] of top(placeSelf, 12)) console.log(`| ${pct(us)} | ${k} |`);
console.log('\n| self time | function |\n| ---: | --- |');
for (const [k, us] of top(fnSelf, count)) console.log(`| ${pct(us)} | \`${k}\` |`);

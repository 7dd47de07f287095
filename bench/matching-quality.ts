/**
 * `npm run bench:matching`: how well the invite ranking (decision 078, packages/shared rules/matching.ts
 * `scoreDesigner`) would have found the designer a business actually chose, on the demo data.
 *
 * It starts the app on PGlite in memory, seeds the demo data as the server does on first start, and takes the
 * completed tasks with their chosen designer. Every third of them (by id) is held back; for each held-back task it
 * ranks every listed designer as the invite list would when the business chose (the task's `selectedAt`), from the
 * other completed tasks finished before that moment only (no look into the future, and never the task itself), the
 * designers' public works and their current ratings, and notes where the chosen designer came. "Before" is the
 * ranking a business had: the designer directory's default order (rating, then newest member). Prints the table and
 * rewrites the `matching-quality` section of docs/matching.md (skip with --no-write).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DAY_MS, rankBy, scoreDesigner } from '@boothhub/shared';
import { rowsOf } from '../apps/server/src/db/migrations.js';
import { createTestApp } from '../apps/server/test/harness.js';
import { seedDemoData } from '../apps/server/src/modules/demo/demo.service.js';
import { demoSeedSteps } from '../apps/server/src/modules/index.js';
import { placesOf } from '../apps/server/src/modules/tasks/guide.service.js';
import { namesOf } from '../apps/server/src/modules/tasks/match.service.js';
import { repoRoot, writeSection } from './lib.js';

type Task = { id: number; designer: number; city: string; types: string; style: string; selectedAt: Date; completedAt: Date };
type Profile = { id: number; city: string; rating: number; ratingCount: number };
type Work = { designer: number; category: string; style: string; createdAt: Date };

const t = await createTestApp();
const db = t.app.ctx.db;
await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps);
const rows = <T>(q: ReturnType<typeof sql>) => rowsOf<T>(db.execute(q));
const tasks = (
  await rows<{ id: number; designer_id: number; city: string; types: string; style: string; selected_at: string; completed_at: string }>(
    sql`select id, designer_id, city, types, style, selected_at, completed_at from tasks where status = 'completed' and designer_id is not null order by id`,
  )
).map((r): Task => ({
  id: r.id,
  designer: r.designer_id,
  city: r.city,
  types: r.types,
  style: r.style,
  selectedAt: new Date(r.selected_at),
  completedAt: new Date(r.completed_at),
}));
const profiles = (
  await rows<{ member_id: number; city: string; rating: number; rating_count: number }>(
    sql`select member_id, city, rating, rating_count from designer_profiles where listed = 1`,
  )
).map((r): Profile => ({ id: r.member_id, city: r.city, rating: r.rating, ratingCount: r.rating_count }));
const works = (
  await rows<{ designer_id: number; category: string; style: string; created_at: string }>(
    sql`select designer_id, category, style, created_at from works where visibility = 'public'`,
  )
).map((r): Work => ({ designer: r.designer_id, category: r.category, style: r.style, createdAt: new Date(r.created_at) }));
const keyOf = new Map<string, { key: string; names: string[] }>();
for (const city of new Set(tasks.map((x) => x.city))) {
  const p = await placesOf(db, city);
  keyOf.set(city, { key: p.city, names: namesOf(p) });
}
await t.close();

const heldBack = tasks.filter((x) => x.id % 3 === 0);
const before: number[] = [];
const after: number[] = [];
for (const task of heldBack) {
  const at = task.selectedAt.getTime();
  const known = tasks.filter((x) => x.id !== task.id && x.completedAt.getTime() < at);
  const place = keyOf.get(task.city)!;
  const facts = (p: Profile) => {
    const mine = known.filter((x) => x.designer === p.id && x.types === task.types);
    const myWorks = works.filter((w) => w.designer === p.id && w.createdAt.getTime() < at);
    const last = Math.max(
      0,
      ...known.filter((x) => x.designer === p.id).map((x) => x.completedAt.getTime()),
      ...myWorks.map((w) => w.createdAt.getTime()),
    );
    return scoreDesigner({
      sameCity: place.names.includes(p.city) || place.names.includes(p.city.toLowerCase()),
      doneHere: mine.filter((x) => keyOf.get(x.city)!.key === place.key).length,
      doneType: mine.length,
      typeWorks: myWorks.filter((w) => w.category === task.types).length,
      styleWorks: myWorks.filter((w) => w.style === task.style).length,
      rating: p.rating,
      ratingCount: p.ratingCount,
      idleDays: last ? Math.floor((at - last) / DAY_MS) : null,
      inProgress: 0,
    }).score;
  };
  const naive = rankBy(
    profiles,
    (p) => p.rating,
    (p) => p.id,
  );
  const ranked = rankBy(profiles, facts, (p) => p.id);
  before.push(naive.findIndex((p) => p.id === task.designer) + 1);
  after.push(ranked.findIndex((p) => p.id === task.designer) + 1);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const top = (xs: number[], k: number) => `${Math.round((xs.filter((r) => r <= k).length * 100) / xs.length)} %`;
const line = (name: string, xs: number[]) =>
  `| ${name} | ${median(xs)} | ${top(xs, 1)} | ${top(xs, 5)} | ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)} |`;
const table = [
  `Held-back tasks: ${heldBack.length} of ${tasks.length} completed demo tasks with their designer; ${profiles.length} listed designers ranked each time.`,
  '',
  '| ranking | median rank of the chosen designer | first | in the top 5 | mean rank |',
  '| --- | ---: | ---: | ---: | ---: |',
  line('before: the directory’s order (rating)', before),
  line('after: `scoreDesigner` (decision 078)', after),
].join('\n');
console.log(table);
if (!process.argv.includes('--no-write')) writeSection(path.join(repoRoot, 'docs/matching.md'), 'matching-quality', table);

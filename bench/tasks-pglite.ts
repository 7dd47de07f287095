/**
 * `npm run bench:tasks:pglite`: the calls of bench/tasks.ts on the embedded
 * database (PGlite, the default when DATABASE_URL is unset) at BENCH_TASKS
 * tasks (default 10,000; the doc has 10,000 and 100,000). The data is made by
 * the same generator (bench/tasks-data.ts) through PGlite's own query(), in a
 * temporary DATA_DIR that is removed afterwards. Baseline: the bare Fastify
 * hello (a) in the same run (there is no PostgreSQL server to compare with).
 * Writes its section of docs/performance.md unless --no-write; with
 * --append it adds this size's table to the section instead of replacing it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import {
  freePort,
  measure,
  repoRoot,
  settingsFromEnv,
  start,
  stop,
  table,
  waitFor,
  writeSection,
  type Measured,
  measureTarget,
  helloBaseline,
} from './lib.js';
import { call, registerMember, smsCatcher } from './member.js';
import { generateTasks } from './tasks-data.js';
import { deepCursor, variants } from './tasks-variants.js';

const settings = settingsFromEnv();
const count = Number(process.env.BENCH_TASKS ?? 10_000);
const write = !process.argv.includes('--no-write');
const append = process.argv.includes('--append');
const log = (msg: string) => console.log(msg);
const docPath = path.join(repoRoot, 'docs/performance.md');

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const results: Measured[] = [];
  const loadBefore = os.loadavg()[0]!;
  const sms = await smsCatcher();
  let server: ReturnType<typeof start> | undefined;
  try {
    await (await openDatabase({ dataDir: dir })).close(); // the server's own migrations
    const client = await PGlite.create({ dataDir: path.join(dir, 'db') });
    const t0 = Date.now();
    log(`generating ${count.toLocaleString('en')} tasks in PGlite (${dir}):`);
    await generateTasks(client as unknown as pg.Client, count, log);
    const generatedIn = ((Date.now() - t0) / 1000).toFixed(0);
    const showIds = (await client.query<{ id: number }>("select id from tasks where status <> 'unpaid' order by random() limit 2000")).rows.map(
      (r) => r.id,
    );
    await client.close();

    results.push(await measureTarget(settings, [], helloBaseline));

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = start('bench/targets/server.ts', {
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: '',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: sms.url,
      LOG_LEVEL: 'warn',
    });
    await waitFor(`${base}/readyz`, server, 120_000);
    results.push(await measure(settings, 'c', 'BoothHub /healthz', `${base}/healthz`));
    const cookie = await registerMember(base, sms.codes);
    const asMember = { method: 'POST' as const, headers: { 'content-type': 'application/json', cookie } };
    const json = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
    results.push(await measure(settings, '7', 'Member/userInfo (logged in)', `${base}/api/Member/userInfo`, { ...asMember, body: '{}' }));
    const deepPage =
      count >= 20_000
        ? [
            {
              key: '3c',
              name: 'getBusinesTask: deep page 500 of 20 by cursor, no filter',
              body: { page: 500, pageSize: 20, cursor: await deepCursor(base) },
              check: () => true,
            },
          ]
        : [];
    for (const v of [...variants.filter((x) => x.key !== '3' || count >= 20_000), ...deepPage]) {
      const data = (await call(base, 'Taskcenter/getBusinesTask', v.body)).envelope.data;
      if (!data.listItem.every(v.check)) throw new Error(`(${v.key}) answered items that do not fit the request`);
      results.push(await measure(settings, v.key, v.name, `${base}/api/Taskcenter/getBusinesTask`, { ...json, body: JSON.stringify(v.body) }));
    }
    const pick = () => JSON.stringify({ id: showIds[Math.floor(Math.random() * showIds.length)] });
    for (const [key, name, opts] of [
      ['6', 'showBusinesTask: a random public task (anonymous)', json],
      ['6m', 'showBusinesTask: a random public task (logged in, not a party)', asMember],
    ] as const) {
      results.push(
        await measure(settings, key, name, `${base}/api/Taskcenter/showBusinesTask`, {
          ...opts,
          body: pick(),
          requests: [{ setupRequest: (req) => ({ ...req, body: pick() }) }],
        }),
      );
    }
    await stop(server);
    server = undefined;

    const t = table(results, ['a']);
    console.log(`\n${t}\n`);
    if (write) {
      const block = `### ${count.toLocaleString('en')} tasks (${new Date().toISOString().slice(0, 10)}; generated in ${generatedIn} s; load average ${loadBefore.toFixed(2)} at the start, ${os.loadavg()[0]!.toFixed(2)} at the end)\n\n${t}`;
      const old = readFileSync(docPath, 'utf8');
      const kept = append
        ? (/<!-- bench:pglite -->\n([\s\S]*?)<!-- \/bench:pglite -->/.exec(old)?.[1] ?? '')
            .split('\n### ')
            .slice(1)
            .map((x) => `### ${x.trim()}`)
        : [];
      writeSection(docPath, 'pglite', pgliteDoc([...kept.filter((x) => !x.startsWith(`### ${count.toLocaleString('en')} tasks`)), block]));
    }
  } finally {
    if (server) await stop(server);
    await sms.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function pgliteDoc(blocks: string[]): string {
  return `## The embedded database (PGlite) at 10,000 and 100,000 tasks (\`npm run bench:tasks:pglite\`)

The same calls as above on PGlite, the default when \`DATABASE_URL\` is unset: one in-process database that runs one
statement at a time, so every request waits for the ones before it. Data by the same generator; baseline the bare
Fastify hello **(a)** of the same run (no PostgreSQL server involved). Settings as above (${settings.connections} connections,
${settings.duration} s per target).

${blocks.join('\n\n')}
`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

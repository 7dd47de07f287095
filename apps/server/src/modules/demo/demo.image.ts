import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DAY_MS } from '@boothhub/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * The prepared demo database (decision 088): `npm run build` seeds the demo data once into an embedded database
 * (`npm run build -w apps/server` → `dist/demo-image/`: the PGlite data folder `db/` and the uploaded files `files/`);
 * the first start of an empty embedded server copies it into DATA_DIR instead of seeding (seconds instead of a
 * minute, and none of the seeding's memory), then moves every date of the demo by the whole days since the image was
 * made, so the demo's "coming months" stay coming. Resolved from this file: apps/server/dist/demo-image from the
 * bundle (dist/server) and from the source (src/modules/demo) alike.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const DEMO_IMAGE_DIR = path.resolve(here, here.endsWith(path.join('dist', 'server')) ? '../demo-image' : '../../../dist/demo-image');

/** The image's description: when its demo data was seeded (`now` of the seeding). */
interface ImageMeta {
  seededAt: string;
}

/** The schema that marks a copied image whose dates are still to move: dropped in the transaction that moves them. */
const PENDING = 'demo_image_pending';

/** What the image was made with: it is used only where a live seeding would make the same demo. */
export interface ImageFit {
  databaseUrl?: string;
  memoryDb?: boolean;
  demoData: boolean;
  paymentSandbox: boolean;
  storage: { kind: string };
  dataDir: string;
}

/**
 * Before the database opens: on a first start of the embedded database with the demo data (no `DATA_DIR/db` yet, the
 * files on disk, the payment sandbox on as the demo has it), copy the prepared image into DATA_DIR. The database is
 * copied to a side folder and renamed into place, so a start that dies half-way leaves no half database. Returns
 * whether it copied; false (no image, another setting) and the start seeds as before.
 */
export function copyDemoImage(config: ImageFit, imageDir = DEMO_IMAGE_DIR): boolean {
  if (config.databaseUrl || config.memoryDb || !config.demoData || !config.paymentSandbox || config.storage.kind !== 'disk') return false;
  const dbDir = path.resolve(config.dataDir, 'db');
  if (existsSync(path.join(dbDir, 'PG_VERSION')) || !existsSync(path.join(imageDir, 'meta.json'))) return false;
  mkdirSync(config.dataDir, { recursive: true });
  cpSync(path.join(imageDir, 'files'), path.resolve(config.dataDir, 'files'), { recursive: true, force: false });
  const side = `${dbDir}.copying`;
  rmSync(side, { recursive: true, force: true });
  cpSync(path.join(imageDir, 'db'), side, { recursive: true });
  rmSync(dbDir, { recursive: true, force: true });
  renameSync(side, dbDir);
  return true;
}

/**
 * After the database opened (and migrated), before anything is served: when the database is a copied image whose
 * dates have not moved yet, move every date and moment of every table by the whole days since the seeding (whole
 * days keep the Shanghai days of the demo's shows, crews and calendars as they were drawn), and the build schedules'
 * days with them (`moveJsonDays`, the exhibitions' own). One transaction, which also drops the mark: a start that
 * dies before the commit moves them on the next start, never twice. The ledger's append-only guards and the other
 * triggers are off inside it (session_replication_role): no key, amount or balance changes. Returns the days moved,
 * or undefined when there was nothing to do.
 */
export async function settleDemoImage(db: Db, now: Date, moveJsonDays: (db: Db, days: number) => Promise<void>): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const marked = await tx.execute(sql`select exists (select 1 from pg_namespace where nspname = ${PENDING}) as exists`);
    if (!rowsOf<{ exists: boolean }>(marked)[0]?.exists) return undefined;
    const [mark] = rowsOf<{ at: string }>(await tx.execute(sql.raw(`select seeded_at::text as at from ${PENDING}.image`)));
    const days = Math.max(0, Math.floor((now.getTime() - new Date(mark!.at).getTime()) / DAY_MS));
    if (days > 0) {
      await tx.execute(sql`set local session_replication_role = replica`);
      const columns = rowsOf<{ table_name: string; column_name: string }>(
        await tx.execute(
          sql`select table_name, column_name, data_type from information_schema.columns
              where table_schema = 'public' and data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
              order by table_name, ordinal_position`,
        ),
      );
      const byTable = new Map<string, string[]>();
      for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
      // two steps, far ahead and back, so a unique (crew, day) never meets a row not yet moved; in hours, which no
      // zone's summer time stretches (a date plus whole days of hours is stored back as the date, nothing lost)
      const far = 400_000;
      for (const [table, cols] of byTable) {
        for (const by of [days + far, -far]) {
          const set = cols.map((c) => `"${c}" = "${c}" + interval '${by * 24} hours'`).join(', ');
          await tx.execute(sql.raw(`update "${table}" set ${set}`));
        }
      }
      await moveJsonDays(tx, days);
    }
    await tx.execute(sql.raw(`drop schema ${PENDING} cascade`));
    return days;
  });
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);

/**
 * Made by the build (src/cli/demo-image.ts) on a database just seeded at `seededAt`: marks it as an image still to
 * settle, then (after the database closed) writes the folder. No secret of the seeding's server goes into the image:
 * `forgetSecrets` (files' server secrets) runs first, so every install makes its own.
 */
export async function markDemoImage(db: Db, seededAt: Date) {
  await db.execute(sql.raw(`create schema ${PENDING}`));
  await db.execute(sql.raw(`create table ${PENDING}.image (seeded_at timestamptz not null)`));
  await db.execute(sql.raw(`insert into ${PENDING}.image values ('${seededAt.toISOString()}')`));
}

/** The folder of the image: the seeded DATA_DIR's `db` and `files`, and meta.json, replacing an older image. */
export function writeDemoImage(dataDir: string, seededAt: Date, imageDir = DEMO_IMAGE_DIR) {
  const side = `${imageDir}.writing`;
  rmSync(side, { recursive: true, force: true });
  mkdirSync(side, { recursive: true });
  cpSync(path.join(dataDir, 'db'), path.join(side, 'db'), { recursive: true });
  const files = path.join(dataDir, 'files');
  if (existsSync(files)) cpSync(files, path.join(side, 'files'), { recursive: true });
  else mkdirSync(path.join(side, 'files'));
  writeFileSync(path.join(side, 'meta.json'), JSON.stringify({ seededAt: seededAt.toISOString() } satisfies ImageMeta) + '\n');
  rmSync(imageDir, { recursive: true, force: true });
  renameSync(side, imageDir);
}

/** When the image's demo data was seeded, or undefined without an image. */
export function demoImageSeededAt(imageDir = DEMO_IMAGE_DIR): Date | undefined {
  const file = path.join(imageDir, 'meta.json');
  if (!existsSync(file)) return undefined;
  return new Date((JSON.parse(readFileSync(file, 'utf8')) as ImageMeta).seededAt);
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations.js';
import { skipPrebuiltRowsInArrayMode } from './pg-array-rows.js';
import { writeWatch, type Written, type WriteWatch } from './write-watch.js';
import * as schema from './schema/index.js';

// node-postgres builds an object-mode row template for every result, also for Drizzle's array rows (pg-array-rows.ts)
skipPrebuiltRowsInArrayMode();

/** The one database type services and repositories take: the database itself or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel; the callback gets each NOTIFY payload. Returns an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** apply the committed migrations not yet applied (or those of another folder: `migrationsUpTo`) */
  migrate(folder?: string): Promise<void>;
  /** a cheap round trip, for /readyz */
  ping(): Promise<void>;
  /**
   * Called whenever this process sends a statement that writes (insert, update, delete …, or the commit of a
   * transaction), and again when it has run, with the tables it changed (db/write-watch.ts): what keeps a cache of
   * read answers honest (platform/answer-cache.ts). Returns an unsubscribe function.
   */
  onWrite(listener: (written: Written) => void): () => void;
  /** the PostgreSQL pool's use right now, for /metrics; absent on the embedded database (no pool) */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** PG_POOL_MAX */
  max: number;
  /** connections open, busy or idle */
  total: number;
  idle: number;
  /** queries waiting for a connection (they give up after 30 s: a 503) */
  waiting: number;
}

/** What both engines' Database share: the handle, the migrations and the write watch. */
const common = (db: Db, migrate: Database['migrate'], watch: WriteWatch) => ({ db, migrate, onWrite: watch.onWrite });

/** any 64-bit number; serialises migrations when several instances start together */
const MIGRATION_LOCK = 7_411_002_001;

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** embedded database in memory (tests) */
  memory?: boolean;
  /** an embedded database in memory starts as this dump (`dumpDataDir`) of an already migrated one (tests' template) */
  loadDataDir?: Blob;
  /** false: open as it is, without migrating (an export reads a database without changing it) */
  migrate?: boolean;
  /**
   * the embedded database's shared_buffers (PGLITE_SHARED_BUFFERS, 16MB by default; unset here: PGlite's own 128MB). PostgreSQL touches all
   * of it at start, so it is resident however small the data: 16MB makes a started PGlite ~115 MB smaller
   * (docs/performance.md, issue 37); the files stay in the kernel's page cache either way
   */
  sharedBuffers?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  let dir: string | undefined;
  if (!opts.memory) {
    dir = path.resolve(opts.dataDir ?? './data', 'db');
    mkdirSync(dir, { recursive: true });
  }
  const startParams = opts.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`] } : {};
  const client = await PGlite.create({ ...startParams, ...(dir ? { dataDir: dir } : opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  const watch = writeWatch();
  watchPglite(client, watch);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const migrate = async (folder = migrationsFolder) => migratePglite(db as never, { migrationsFolder: folder });
  if (opts.migrate !== false) await migrate();
  return {
    ...common(db, migrate, watch),
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  // a request waits at most 30 s for a connection; past that it is an outage (503, platform/db-errors.ts)
  const max = Number(process.env.PG_POOL_MAX ?? 10);
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 30_000 });
  pool.on('error', () => {
    /* an idle client died (e.g. the server restarted); the pool replaces it */
  });
  const watch = writeWatch();
  // every statement goes through a pooled client's query (the pool's own query and transactions alike)
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const pending = new Set<string>(); // what this connection's open transaction has written
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const written = watch.classify(typeof first === 'string' ? first : first?.text, pending);
      const last = args.at(-1);
      if (written && typeof last === 'function') {
        // callback style (the pool's own query): tell again when the callback runs
        args[args.length - 1] = (...r: unknown[]) => {
          watch.tell(written);
          return (last as (...a: unknown[]) => unknown)(...r);
        };
      }
      return watch.around(written, () => query(...args));
    };
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const migrate = async (folder = migrationsFolder) => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: folder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lockClient.release();
    }
  };
  if (opts.migrate !== false) await migrate();

  let listener: pg.Client | undefined;
  let closing = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  /** The LISTEN connection; when it drops (a database restart), it is rebuilt and re-listens every channel. */
  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    c.on('notification', (n) => {
      for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    const lost = () => {
      if (listener !== c) return;
      listener = undefined;
      if (!closing) setTimeout(reconnect, 1000).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    listener = c;
    return c;
  }
  async function reconnect(attempt = 1): Promise<void> {
    if (closing) return;
    try {
      const c = await listenerClient();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    } catch {
      listener = undefined;
      setTimeout(() => void reconnect(attempt + 1), Math.min(30_000, 1000 * 2 ** attempt)).unref();
    }
  }

  return {
    ...common(db, migrate, watch),
    kind: 'postgres',
    async listen(channel, onPayload) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const c = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await c.query(`LISTEN ${channel}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      closing = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/** PGlite's statements (query, exec, and those of its transactions, which commit when the callback resolves). */
function watchPglite(client: PGlite, watch: WriteWatch) {
  const wrap = <O extends { query: PGlite['query']; exec: PGlite['exec'] }>(o: O, pending: Set<string>) => {
    const query = o.query.bind(o);
    const exec = o.exec.bind(o);
    const run = (f: unknown, text: string, rest: unknown[]) =>
      watch.around(watch.classify(text, pending), () => (f as (...a: unknown[]) => unknown)(text, ...rest));
    o.query = ((text: string, ...rest: unknown[]) => run(query, text, rest)) as O['query'];
    o.exec = ((text: string, ...rest: unknown[]) => run(exec, text, rest)) as O['exec'];
  };
  wrap(client, new Set());
  const transaction = client.transaction.bind(client);
  client.transaction = (async (fn: Parameters<PGlite['transaction']>[0]) => {
    const pending = new Set<string>();
    try {
      return await transaction((tx) => {
        wrap(tx as never, pending);
        return fn(tx);
      });
    } finally {
      watch.tell(new Set(pending)); // committed (or rolled back): the tables it wrote
    }
  }) as PGlite['transaction'];
}

/** Send a NOTIFY; inside a transaction it is delivered only if the transaction commits. */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

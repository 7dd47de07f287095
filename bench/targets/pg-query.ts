/**
 * The bare baseline of a list: Fastify + node-postgres answering a hand-written equivalent of the call's SQL.
 * $BENCH_QUERIES_FILE is JSON `{ key: [{ sql, params, name? }, …] }`; `GET /<key>` runs the key's statements side by side
 * on one pool and answers the first one's rows (the page) and the second one's first row (the total), as JSON.
 * Listens on 127.0.0.1:$PORT; the database is $DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

/** `name`: run it as a named prepared statement (planned once per connection), as the server runs its fixed shapes */
type Statement = { sql: string; params: unknown[]; name?: string };
const queries = JSON.parse(readFileSync(process.env.BENCH_QUERIES_FILE!, 'utf8')) as Record<string, Statement[]>;
/**
 * Dates, timestamps and intervals come as the database sends them, as text, as the server's own driver layer receives
 * them (drizzle-orm's node-postgres session hands those types through unparsed and the column maps the text): pg's
 * default parsers would cost a page of 20 tasks ~300 µs more than the server spends (docs/performance.md, 2026-11-30).
 */
const asText = new Set<number>([pg.types.builtins.DATE, pg.types.builtins.TIMESTAMP, pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.INTERVAL]);
const types = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    asText.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format as 'text')) as typeof pg.types.getTypeParser,
};
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, types });
const app = Fastify({ logger: false });
app.get<{ Params: { key: string } }>('/:key', async (req, reply) => {
  const statements = queries[req.params.key];
  if (!statements) return reply.code(404).send({ error: 'no such query' });
  const [page, total] = await Promise.all(
    statements.map((s) => (s.name ? pool.query({ name: s.name, text: s.sql, values: s.params }) : pool.query(s.sql, s.params))),
  );
  return { rows: page!.rows, total: total?.rows[0] ?? null };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);

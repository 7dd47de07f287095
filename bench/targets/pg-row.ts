/**
 * Baseline (b): bare Fastify + node-postgres, one single-row query by primary
 * key per request from a tiny table. Listens on 127.0.0.1:$PORT; the database
 * is $DATABASE_URL (run.ts creates the table).
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/', async () => {
  const { rows } = await pool.query('select id, name from bench_item where id = $1', [1 + Math.floor(Math.random() * 100)]);
  return rows[0];
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

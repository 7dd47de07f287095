/**
 * CPU time of processes from /proc (Linux): steadier than requests/s on a shared machine, and it tells the server's
 * share from the database's (bench/profile-get.ts, bench/detail-costs.ts).
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** user + system time of a process, in µs (/proc/<pid>/stat counts clock ticks of 1/100 s) */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The PostgreSQL backends connected to `client`'s database (but `client`'s own): whose CPU a statement costs. */
export async function backendPids(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((r) => r.pid);
}

/** each backend's CPU time now, in µs (a backend that has gone is left out) */
export function backendsMicros(pids: number[]): Map<number, number> {
  const now = new Map<number, number>();
  for (const pid of pids) {
    try {
      now.set(pid, cpuMicros(pid));
    } catch {
      /* gone */
    }
  }
  return now;
}

/** the CPU time the backends used between two readings, in µs (one that went idle and closed meanwhile counts nothing) */
export const backendsUsed = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, t]) => sum + (before.has(pid) ? t - before.get(pid)! : 0), 0);

/**
 * A meter of a target's CPU from now: its process's and, with `client`, every backend of `client`'s database but the
 * client's own (a backend that opens meanwhile counts whole; one that closes counts nothing). The function it answers
 * reads the µs used since: in all, and of that by the backends.
 */
export async function cpuMeter(pid: number, client?: pg.Client): Promise<() => Promise<{ total: number; db: number }>> {
  const processBefore = cpuMicros(pid);
  const backendsBefore = client ? backendsMicros(await backendPids(client)) : new Map<number, number>();
  return async () => {
    const processUsed = cpuMicros(pid) - processBefore;
    if (!client) return { total: processUsed, db: 0 };
    const after = backendsMicros(await backendPids(client));
    const db = [...after].reduce((sum, [p, t]) => sum + t - (backendsBefore.get(p) ?? 0), 0);
    return { total: processUsed + db, db };
  };
}

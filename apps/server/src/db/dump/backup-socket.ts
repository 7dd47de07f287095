import { createConnection } from 'node:net';
import { createServer, request, type Server } from 'node:http';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Storage } from '../../platform/storage.js';
import type { Database } from '../client.js';
import { exportDump } from './export.js';

/**
 * Backups of the embedded database while the server runs (decision 039). PGlite lives inside the server process and a
 * second process must never open its data folder, so the running server answers `POST /backup` on a Unix socket in
 * DATA_DIR — reachable only by who may read DATA_DIR, never through the public port — with the same dump `export`
 * writes; `npm run db -- backup` asks it there.
 */
export const backupSocketPath = (dataDir: string) => path.resolve(dataDir, 'backup.sock');

/** the longest Unix socket path Linux and macOS accept, less a margin */
const MAX_SOCKET_PATH = 100;

/** Is a server listening on this socket? (A file left by a server that crashed answers nothing.) */
export function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const c = createConnection(socketPath);
    c.once('connect', () => {
      c.destroy();
      resolve(true);
    });
    c.once('error', () => resolve(false));
  });
}

export interface BackupServer {
  close(): Promise<void>;
}

export async function serveBackups(
  database: Database,
  storage: Storage,
  dataDir: string,
  log: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void },
): Promise<BackupServer | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    log.warn({ socketPath }, 'DATA_DIR is too long a path for the backup socket: `npm run db -- backup` will not reach this server');
    return undefined;
  }
  if (await socketAnswers(socketPath)) {
    log.error({ socketPath }, 'another server already answers backups for this DATA_DIR');
    return undefined;
  }
  await rm(socketPath, { force: true });
  let busy = false;
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    if (busy) {
      res.writeHead(409, { 'content-type': 'text/plain' }).end('a backup is already running\n');
      return;
    }
    busy = true;
    res.writeHead(200, { 'content-type': 'application/x-tar' });
    const started = Date.now();
    exportDump(database, storage, res)
      .then((m) => {
        res.end();
        log.info({ ms: Date.now() - started, tables: m.tables.length, files: m.files.count }, 'backup served');
      })
      .catch((err: unknown) => {
        log.error({ err }, 'backup failed');
        res.destroy(err as Error); // the client sees a cut response and keeps no file
      })
      .finally(() => {
        busy = false;
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/** Ask the server running on `dataDir` for a backup and stream it to `out`; rejects unless the whole dump arrived. */
export function requestBackup(dataDir: string, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the server refused the backup (${res.statusCode}${res.statusCode === 409 ? ': one is already running' : ''})`));
        return;
      }
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('the server stopped in the middle of the backup')));
      res.pipe(out);
      out.on('error', reject);
      out.on('finish', () => (res.complete ? resolve() : reject(new Error('the backup was cut short'))));
    });
    req.on('error', reject);
    req.end();
  });
}

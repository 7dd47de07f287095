import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, where `node --import tsx src/main.ts` runs */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  proc: ChildProcess;
  base: string;
  port: number;
  /** everything the server wrote to stdout and stderr so far */
  output(): string;
  /** resolves with the exit code */
  exited: Promise<number | null>;
}

/**
 * The real server as a child process (embedded database in a fresh DATA_DIR
 * unless `env` names DATABASE_URL); resolves once /readyz answers 200.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bh-proc-')),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { proc, base, port, output: () => output, exited };
}

import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';

/* What every stand-in here shares: whether it was started from the command line, and how its HTTP server closes. */

/** Whether the module at `moduleUrl` (its import.meta.url) is the file node was asked to run. */
export const runFromCommandLine = (moduleUrl: string) => moduleUrl === pathToFileURL(process.argv[1] ?? '').href;

/** Close a stand-in's HTTP server, ending the connections still open (a keep-alive client would hold it open). */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

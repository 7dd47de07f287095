import http from 'node:http';

/**
 * How long a test waits for a pushed event. A push arrives in milliseconds (measured: 56–100 ms across two
 * instances); the stream has no polling to fall back on (a missed push shows only on the next heartbeat, 20 s), so a
 * bound well under the heartbeat still tells a push from its absence, without failing on a slow CI machine.
 */
export const LIVE_MS = 5_000;

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A minimal server-sent-events client over Node's http module, for tests
 * against a real listening server: collects events and comment lines and lets
 * a test wait for the next one that matches.
 */
export class SseClient {
  events: SseEvent[] = [];
  comments: string[] = [];
  ended = false;
  private waiters: Array<() => void> = [];
  private buffer = '';

  private constructor(
    public res: http.IncomingMessage,
    private req: http.ClientRequest,
  ) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => this.feed(chunk));
    const finish = () => {
      this.ended = true;
      this.wake();
    };
    res.on('end', finish);
    res.on('close', finish);
    res.on('error', finish);
  }

  /** Open a stream; resolves when the response headers arrive (whatever the status). */
  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => resolve(new SseClient(res, req)));
      req.on('error', reject);
    });
  }

  get status() {
    return this.res.statusCode ?? 0;
  }

  /** the whole body, for a refused stream (an envelope) */
  async text(): Promise<string> {
    await this.until(() => this.ended, 5_000, 'the end of the body');
    return this.buffer;
  }

  private feed(chunk: string) {
    this.buffer += chunk;
    if (this.status !== 200) return;
    let sep: number;
    while ((sep = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, sep);
      this.buffer = this.buffer.slice(sep + 2);
      let event = 'message';
      const data: string[] = [];
      let isEvent = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          this.comments.push(line.slice(1).trim());
        } else if (line.startsWith('event:')) {
          event = line.slice(6).trim();
          isEvent = true;
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).trimStart());
          isEvent = true;
        }
      }
      if (isEvent && data.length) this.events.push({ event, data: data.join('\n') });
    }
    this.wake();
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** wait until `test()` holds, at most `ms` */
  until(test: () => boolean, ms: number, what = 'a condition'): Promise<void> {
    return new Promise((resolve, reject) => {
      if (test()) return resolve();
      const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
      const check = () => {
        if (test()) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      this.waiters.push(check);
    });
  }

  /** the unread counts received so far */
  unreads(): number[] {
    return this.events.filter((e) => e.event === 'unread').map((e) => (JSON.parse(e.data) as { unread: number }).unread);
  }

  /** wait for an `unread` event after the first `after` of them; resolves with its count */
  async nextUnread(after: number, ms = LIVE_MS): Promise<number> {
    await this.until(() => this.unreads().length > after, ms, `unread event #${after + 1}`);
    return this.unreads()[after]!;
  }

  /** wait for an `unread` event carrying `value` (received at any point so far or within `ms`) */
  async waitForUnread(value: number, ms = LIVE_MS): Promise<void> {
    await this.until(() => this.unreads().includes(value), ms, `unread ${value} (got ${JSON.stringify(this.unreads())})`);
  }

  close() {
    this.req.destroy();
    this.res.destroy();
  }
}

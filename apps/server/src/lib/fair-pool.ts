/**
 * A small pool of slots for heavy work (glTF inspections, image re-encodings) with fairness between keys (members):
 * at most `size` jobs run at once; a key holds at most `perKey` slots (by default one less than the pool, so one
 * member's files never take every slot while another's wait), and a freed slot goes to the key that has waited
 * longest for its turn (round robin), not to the next job in arrival order. One member's queue of ten files therefore
 * delays another member's file by at most one job.
 */
export class FairPool {
  private readonly queues = new Map<string, Array<() => void>>();
  private readonly running = new Map<string, number>();
  private readonly served = new Map<string, number>();
  private turns = 0;
  private active = 0;
  /** jobs started, and finished, since the pool was made */
  started = 0;
  finished = 0;

  constructor(
    readonly size: number,
    readonly perKey = Math.max(1, size - 1),
  ) {}

  /** jobs running now */
  get busy() {
    return this.active;
  }

  /** jobs waiting for a slot */
  get waiting() {
    let n = 0;
    for (const q of this.queues.values()) n += q.length;
    return n;
  }

  run<T>(key: string | number, work: () => Promise<T>): Promise<T> {
    const k = String(key);
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.active += 1;
        this.started += 1;
        this.running.set(k, (this.running.get(k) ?? 0) + 1);
        let done: Promise<T>;
        try {
          done = work();
        } catch (err) {
          done = Promise.reject(err);
        }
        done.then(resolve, reject).finally(() => {
          this.active -= 1;
          this.finished += 1;
          const left = (this.running.get(k) ?? 1) - 1;
          if (left === 0) this.running.delete(k);
          else this.running.set(k, left);
          this.next();
        });
      };
      const queue = this.queues.get(k);
      if (queue) queue.push(start);
      else this.queues.set(k, [start]);
      this.next();
    });
  }

  private next() {
    while (this.active < this.size) {
      let picked: string | undefined;
      let pickedTurn = Infinity;
      // the key with work and a slot to spare that was served longest ago (never: first, in arrival order)
      for (const [k, q] of this.queues) {
        if (q.length === 0 || (this.running.get(k) ?? 0) >= this.perKey) continue;
        const turn = this.served.get(k) ?? -1;
        if (turn < pickedTurn) {
          picked = k;
          pickedTurn = turn;
        }
      }
      if (picked === undefined) return;
      const queue = this.queues.get(picked)!;
      const start = queue.shift()!;
      if (queue.length === 0) this.queues.delete(picked);
      this.served.set(picked, ++this.turns);
      start();
    }
    // a key with nothing queued or running is forgotten
    for (const k of this.served.keys()) if (!this.queues.has(k) && !this.running.has(k)) this.served.delete(k);
  }
}

/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  /** one step of a client's request loop; setupRequest may change the request each time it is sent */
  export interface Request extends RawRequest {
    setupRequest?: (req: RawRequest, context: Record<string, unknown>) => RawRequest;
  }
  export interface Options {
    /** several URLs: the connections are spread over them in turn */
    url: string | string[];
    connections?: number;
    duration?: number;
    /** stop after this many requests (instead of the duration) */
    amount?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
    /** seconds before a request counts as timed out (default 10) */
    timeout?: number;
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  }
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}

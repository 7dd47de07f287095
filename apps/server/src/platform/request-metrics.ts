import type { Metric, Registry } from 'prom-client';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Route {
  labels: { method: string; route: string };
  /** answers per bucket of BUCKETS (not cumulative), then those slower than the last bound */
  buckets: number[];
  count: number;
  sum: number;
  /** the counter's series of this method and route, by status */
  statuses: Map<number, Status>;
}

interface Status {
  labels: { method: string; route: string; status: string };
  count: number;
}

/**
 * `http_requests_total{method,route,status}` and `http_request_duration_seconds{method,route}`, as prom-client
 * exposes a Counter and a Histogram of those names, labels and buckets, but counted with one map lookup per answer:
 * prom-client's `inc` and `observe` validate and hash their labels on every call, 5 % of the server's CPU on /healthz
 * (docs/decisions/043-fixed-cost-per-request.md). The figures are turned into prom-client's shape only when scraped.
 */
export function requestMetrics(registry: Registry): (method: string, route: string, status: number, seconds: number) => void {
  const routes = new Map<string, Route>();
  const statuses: Status[] = []; // in the order they first appeared, as prom-client lists them

  const record = (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${route}`;
    let r = routes.get(key);
    if (!r) {
      r = { labels: { method, route }, buckets: new Array<number>(BUCKETS.length + 1).fill(0), count: 0, sum: 0, statuses: new Map() };
      routes.set(key, r);
    }
    let s = r.statuses.get(status);
    if (!s) {
      s = { labels: { method, route, status: String(status) }, count: 0 };
      r.statuses.set(status, s);
      statuses.push(s);
    }
    s.count++;
    r.count++;
    r.sum += seconds;
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]!) i++;
    r.buckets[i]!++;
  };

  const counterHead = { name: 'http_requests_total', help: 'HTTP requests by route and status', type: 'counter', aggregator: 'sum' };
  // registry.resetMetrics() calls every metric's reset
  const reset = () => {
    routes.clear();
    statuses.length = 0;
  };
  const counter = {
    ...counterHead,
    reset,
    get: async () => ({ ...counterHead, values: statuses.map((s) => ({ value: s.count, labels: { ...s.labels } })) }),
  };

  const histogramValues = () => {
    const name = 'http_request_duration_seconds';
    // prom-client's order and shape: each bucket cumulative with `le`, then +Inf, _sum and _count, the route's labels shared
    return [...routes.values()].flatMap((h) => {
      let acc = 0;
      return [
        ...BUCKETS.map((le, i) => ({ labels: { le }, sharedLabels: h.labels, value: (acc += h.buckets[i]!), metricName: `${name}_bucket` })),
        { labels: { le: '+Inf' }, sharedLabels: h.labels, value: h.count, metricName: `${name}_bucket` },
        { labels: {}, sharedLabels: h.labels, value: h.sum, metricName: `${name}_sum` },
        { labels: {}, sharedLabels: h.labels, value: h.count, metricName: `${name}_count` },
      ];
    });
  };
  const histogramHead = { name: 'http_request_duration_seconds', help: 'HTTP request duration by route', type: 'histogram', aggregator: 'sum' };
  const histogram = {
    ...histogramHead,
    reset,
    getForPromString: async () => ({ ...histogramHead, values: histogramValues() }),
    get: async () => ({
      ...histogramHead,
      values: histogramValues().map(({ labels, sharedLabels, ...v }) => ({ ...v, labels: { ...labels, ...sharedLabels } })),
    }),
  };

  registry.registerMetric(counter as unknown as Metric);
  registry.registerMetric(histogram as unknown as Metric);
  return record;
}

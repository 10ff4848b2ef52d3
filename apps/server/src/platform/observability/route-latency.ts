import type client from '@prometheus-io/client';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';

const NAME = 'http_request_duration_seconds';
// prom-client's default buckets, in seconds.
const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Methods whose answers say nothing of the API's latency (a HEAD is a GET without its body).
const NOT_TIMED = new Set(['HEAD', 'OPTIONS', 'TRACE', 'CONNECT']);

/** One series of the histogram: answers by the first bucket each fits in, their sum and count. */
export class LatencySeries {
  private readonly inBucket = new Float64Array(BOUNDS.length);
  private sum = 0;
  private count = 0;

  constructor(private readonly labels: Record<string, string>) {}

  observe(seconds: number): void {
    let i = 0;
    while (i < BOUNDS.length && seconds > BOUNDS[i]!) i++;
    if (i < BOUNDS.length) this.inBucket[i]!++;
    this.sum += seconds;
    this.count++;
  }

  /** The series as prom-client's registry prints a histogram: cumulative buckets, sum, count. */
  values(): client.MetricValueWithName<string>[] {
    let below = 0;
    const buckets = BOUNDS.map((le, i) => {
      below += this.inBucket[i]!;
      return { labels: { le, ...this.labels }, value: below, metricName: `${NAME}_bucket` };
    });
    return [
      ...buckets,
      { labels: { le: '+Inf', ...this.labels }, value: this.count, metricName: `${NAME}_bucket` },
      { labels: this.labels, value: this.sum, metricName: `${NAME}_sum` },
      { labels: this.labels, value: this.count, metricName: `${NAME}_count` },
    ];
  }
}

/**
 * The hook that times one route's answers: the series of each method and status is found once
 * and kept (bounded: a route has few of either), so an answer only adds to a few numbers.
 */
function routeTimer(series: LatencySeries[], route: string): onResponseHookHandler {
  const byMethod = new Map<string, Map<number, LatencySeries>>();
  return (request, reply, done) => {
    const { method } = request;
    if (!NOT_TIMED.has(method)) {
      let byStatus = byMethod.get(method);
      if (!byStatus) byMethod.set(method, (byStatus = new Map()));
      let one = byStatus.get(reply.statusCode);
      if (!one) {
        one = new LatencySeries({ method, route, status_code: String(reply.statusCode) });
        byStatus.set(reply.statusCode, one);
        series.push(one);
      }
      one.observe(reply.elapsedTime / 1000);
    }
    done();
  };
}

/**
 * Requests' latency by method, route pattern and status, in the histogram Prometheus reads as
 * http_request_duration_seconds: only routes that exist (a 404 for any path would make a label
 * per path asked for), and not those that say `config: { disableMetrics: true }`. Fastify times
 * every request already (reply.elapsedTime), so this only observes, in a hook each timed route
 * gets as it is added, with its pattern: no hook on the rest. The series are counted here and
 * handed to the registry as a metric of its own kind when it is read: prom-client's histogram
 * checks and hashes a series' labels on every observation: its hook ran 7.3 thousand instructions
 * a kept public read, this one 1.8 thousand (callgrind by function, docs/benchmarks.md).
 */
export function registerRouteLatency(app: FastifyInstance, registry: client.Registry): void {
  const series: LatencySeries[] = [];
  const histogram = {
    name: NAME,
    help: 'request duration in seconds',
    type: 'histogram',
    aggregator: 'sum',
  } as const;
  registry.registerMetric({
    ...histogram,
    get: async () => ({ ...histogram, values: series.flatMap((s) => s.values()) }),
    // The registry reads a metric through get() alone; the rest of prom-client's class (labels,
    // reset) is for metrics it keeps itself.
  } as unknown as client.Metric);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.disableMetrics || methods.every((m) => NOT_TIMED.has(m))) return;
    const own = route.onResponse;
    const timer = routeTimer(series, route.url);
    route.onResponse = own === undefined ? [timer] : [...(Array.isArray(own) ? own : [own]), timer];
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Leaves the route out of the latency histogram (the metrics' own scrape). */
    disableMetrics?: boolean;
  }
}

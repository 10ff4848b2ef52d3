import type client from '@prometheus-io/client';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';

type Histogram = client.Histogram<'method' | 'route' | 'status_code'>;
type Observe = (seconds: number) => void;

// Methods whose answers say nothing of the API's latency (a HEAD is a GET without its body).
const NOT_TIMED = new Set(['HEAD', 'OPTIONS', 'TRACE', 'CONNECT']);

/**
 * The hook that times one route's answers: the series of each method and status is found once
 * and kept (bounded: a route has few of either), so an answer only looks up a number.
 */
function routeTimer(histogram: Histogram, route: string): onResponseHookHandler {
  const byMethod = new Map<string, Map<number, Observe>>();
  return (request, reply, done) => {
    const { method } = request;
    if (!NOT_TIMED.has(method)) {
      let byStatus = byMethod.get(method);
      if (!byStatus) byMethod.set(method, (byStatus = new Map()));
      let observe = byStatus.get(reply.statusCode);
      if (!observe) {
        const child = histogram.labels(method, route, String(reply.statusCode));
        observe = (seconds) => child.observe(seconds);
        byStatus.set(reply.statusCode, observe);
      }
      observe(reply.elapsedTime / 1000);
    }
    done();
  };
}

/**
 * Requests' latency by method, route pattern and status, in the histogram Prometheus reads as
 * http_request_duration_seconds: only routes that exist (a 404 for any path would make a label
 * per path asked for), and not those that say `config: { disableMetrics: true }`. Fastify times
 * every request already (reply.elapsedTime), so this only observes, in a hook each timed route
 * gets as it is added, with its pattern: no hook on the rest, and nothing an answer must work
 * out (Fastify's request.routeOptions builds an object on each read).
 */
export function registerRouteLatency(
  app: FastifyInstance,
  { Histogram }: Pick<typeof client, 'Histogram'>,
  registry: client.Registry,
): void {
  const histogram: Histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'request duration in seconds',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.disableMetrics || methods.every((m) => NOT_TIMED.has(m))) return;
    const own = route.onResponse;
    const timer = routeTimer(histogram, route.url);
    route.onResponse = own === undefined ? [timer] : [...(Array.isArray(own) ? own : [own]), timer];
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Leaves the route out of the latency histogram (the metrics' own scrape). */
    disableMetrics?: boolean;
  }
}

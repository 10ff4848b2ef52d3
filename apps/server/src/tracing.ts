// OpenTelemetry tracing (HTTP, Fastify's routes, pg, ioredis), switched on by the standard OTEL_*
// variables and off by default. main.ts calls startTracing() before it imports anything that talks
// HTTP, PostgreSQL or Redis: instrumentation patches a module as it loads, so it must come first.
// Off, nothing of OpenTelemetry is even loaded: no cost at all.
import { register } from 'node:module';

/**
 * Whether the environment asks for traces: an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or its
 * traces-only form) or an exporter named in OTEL_TRACES_EXPORTER (otlp, console, zipkin), unless
 * OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none.
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').trim();
  if (exporters === 'none') return false;
  return Boolean(
    exporters || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
  );
}

/** Ends the tracing SDK, sending the spans still buffered; nothing when tracing is off. */
export type StopTracing = () => Promise<void>;

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<StopTracing> {
  if (!tracingWanted(env)) return async () => {};
  // The server's own modules are ES modules: import-in-the-middle's loader hook lets the
  // instrumentations patch packages imported (not required) after this point.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, http, pg, ioredis, fastify] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@fastify/otel'),
  ]);
  // OTEL_SERVICE_NAME names the service when set; the SDK reads it (and every other OTEL_*).
  if (!env.OTEL_SERVICE_NAME) env.OTEL_SERVICE_NAME = 'jetsweat';
  const sdk = new NodeSDK({
    instrumentations: [
      new http.HttpInstrumentation({
        // Probes and scrapes every few seconds would drown the traces people read.
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? ''),
      }),
      // One span per route, with the route's pattern (`/api/liveclass/upcoming/:id`) as its name.
      new fastify.FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Without a parent span pg-boss's polling would make a trace of its own every second.
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}

// The OpenTelemetry SDK as this server uses it, loaded by tracing.ts only when tracing is on: one
// tracer provider, the exports the OTEL_* variables name, W3C trace context in and out, and the
// instrumentations of what the server talks through. Put together from the SDK's parts rather
// than @opentelemetry/sdk-node, which installs every exporter (gRPC, Zipkin, Prometheus, logs and
// metrics) whatever is used; every package here is on one release line (one @opentelemetry/core).
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  CompositePropagator,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from '@opentelemetry/core';
import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import {
  defaultResource,
  detectResources,
  envDetector,
  hostDetector,
  processDetector,
  serviceInstanceIdDetector,
} from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import { samplerFromEnv } from './tracing-sampler.ts';
import type { StopTracing, TraceExport } from './tracing-settings.ts';

/** A number of milliseconds from the environment, or undefined (the SDK's default). */
function milliseconds(text: string | undefined): number | undefined {
  const value = Number(text?.trim() || Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Exports batched (OTEL_BSP_SCHEDULE_DELAY apart); the console and a test's exporter at once. */
function processorsFor(
  env: NodeJS.ProcessEnv,
  exports: TraceExport[] | SpanExporter,
): SpanProcessor[] {
  if (!Array.isArray(exports)) return [new SimpleSpanProcessor({ exporter: exports })];
  return exports.map((to) => {
    if (to.exporter === 'console')
      return new SimpleSpanProcessor({ exporter: new ConsoleSpanExporter() });
    // Each reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT, _HEADERS and _TIMEOUT itself.
    const exporter =
      to.protocol === 'http/json' ? new OtlpJsonExporter() : new OtlpProtobufExporter();
    return new BatchSpanProcessor({
      exporter,
      scheduledDelayMillis: milliseconds(env.OTEL_BSP_SCHEDULE_DELAY),
    });
  });
}

/** The instrumentations, each patching its package as it loads. */
function instrumentations() {
  return [
    new HttpInstrumentation({
      // Probes and scrapes every few seconds would drown the traces people read.
      ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? ''),
    }),
    // One span per route, with the route's pattern (`/api/liveclass/upcoming/:id`) as its name,
    // which it also gives the HTTP span.
    new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    // Without a parent span pg-boss's polling would make a trace of its own every second.
    new PgInstrumentation({ requireParentSpan: true }),
    new IORedisInstrumentation({ requireParentSpan: true }),
  ];
}

/** Starts the SDK: the global tracer, context and propagation, then the instrumentations. */
export function startTracingSdk(
  env: NodeJS.ProcessEnv,
  exports: TraceExport[] | SpanExporter,
): StopTracing {
  // The service (OTEL_SERVICE_NAME), OTEL_RESOURCE_ATTRIBUTES, the host and the process.
  const resource = defaultResource().merge(
    detectResources({
      detectors: [hostDetector, processDetector, serviceInstanceIdDetector, envDetector],
    }),
  );
  const provider = new TracerProvider({
    resource,
    sampler: samplerFromEnv(env),
    spanProcessors: processorsFor(env, exports),
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({
      propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
    }),
  );
  trace.setGlobalTracerProvider(provider);
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: instrumentations(),
  });
  return async () => {
    unregister();
    await provider.shutdown();
  };
}

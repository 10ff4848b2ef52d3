// What the standard OTEL_* variables ask of tracing: whether it is on, and where its spans go.
// Loads nothing of OpenTelemetry (tracing.ts reads this before deciding to load it).

/** The exporters OTEL_TRACES_EXPORTER names (`otlp,console`), each once. */
function exporterNames(env: NodeJS.ProcessEnv): string[] {
  const names = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim());
  return [...new Set(names.filter(Boolean))];
}

/**
 * Whether the environment asks for traces: an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or its
 * traces-only form) or an exporter named in OTEL_TRACES_EXPORTER (otlp, console), unless
 * OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER names none.
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = exporterNames(env);
  if (exporters.includes('none')) return false;
  return Boolean(
    exporters.length > 0 ||
    env.OTEL_EXPORTER_OTLP_ENDPOINT ||
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
  );
}

/** Where the spans go: OTLP over HTTP (protobuf or JSON) to a collector, or the console. */
export type TraceExport =
  { exporter: 'otlp'; protocol: 'http/protobuf' | 'http/json' } | { exporter: 'console' };

/**
 * The exports the OTEL_* variables ask for (OTLP when none is named). Only OTLP over HTTP and the
 * console are installed (not gRPC or Zipkin, and their weight): anything else stops the start
 * with what to set instead, rather than tracing into nowhere.
 */
export function traceExports(env: NodeJS.ProcessEnv): TraceExport[] {
  const names = exporterNames(env);
  return (names.length > 0 ? names : ['otlp']).map((name): TraceExport => {
    if (name === 'console') return { exporter: 'console' };
    if (name !== 'otlp')
      throw new Error(
        `OTEL_TRACES_EXPORTER=${name} is not supported: set otlp (OTLP over HTTP to a collector) or console`,
      );
    const protocol =
      (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL)?.trim() ||
      'http/protobuf';
    if (protocol !== 'http/protobuf' && protocol !== 'http/json')
      throw new Error(
        `OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported: set http/protobuf (the default) or http/json, and point OTEL_EXPORTER_OTLP_ENDPOINT at the collector's OTLP/HTTP port (4318)`,
      );
    return { exporter: 'otlp', protocol };
  });
}

/** Ends the tracing SDK, sending the spans still buffered; nothing when tracing is off. */
export type StopTracing = () => Promise<void>;

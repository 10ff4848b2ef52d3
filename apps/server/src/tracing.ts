// OpenTelemetry tracing (HTTP, Fastify's routes, pg, ioredis, pg-boss's jobs), switched on by the
// standard OTEL_* variables and off by default. main.ts calls startTracing() before it imports
// anything that talks HTTP, PostgreSQL or Redis: instrumentation patches a module as it loads, so
// it must come first. Off, nothing of OpenTelemetry is even loaded: no cost at all.
import { register } from 'node:module';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { traceExports, tracingWanted, type StopTracing } from './tracing-settings.ts';

/**
 * Starts tracing when the environment asks for it. `exporter` replaces the exports the variables
 * name, and turns tracing on whatever they say: the spans test keeps its spans in memory.
 */
export async function startTracing(
  env: NodeJS.ProcessEnv = process.env,
  exporter?: SpanExporter,
): Promise<StopTracing> {
  if (!exporter && !tracingWanted(env)) return async () => {};
  // A setting this build cannot follow is said before anything loads.
  const exports = exporter ? [] : traceExports(env);
  // The server's own modules are ES modules: import-in-the-middle's loader hook lets the
  // instrumentations patch packages imported (not required) after this point.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  // OTEL_SERVICE_NAME names the service when set (the resource reads it, and the other OTEL_*).
  if (!env.OTEL_SERVICE_NAME) env.OTEL_SERVICE_NAME = 'jetsweat';
  const { startTracingSdk } = await import('./tracing-sdk.ts');
  return startTracingSdk(env, exporter ?? exports);
}

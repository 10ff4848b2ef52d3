// Which traces are kept, as OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG say (the standard
// names: always_on, parentbased_traceidratio with 0.1 to keep a tenth, …). The SDK's tracer
// provider no longer reads the environment itself; loaded only with tracing on (tracing-sdk.ts).
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace';

/** The ratio of traces kept: OTEL_TRACES_SAMPLER_ARG between 0 and 1, else all of them. */
function ratio(env: NodeJS.ProcessEnv): number {
  const value = Number(env.OTEL_TRACES_SAMPLER_ARG?.trim() || Number.NaN);
  return value >= 0 && value <= 1 ? value : 1;
}

/**
 * The sampler the environment names; undefined (the SDK's default, parent-based always on) when
 * it names none, or one this does not know, which the start then warns about.
 */
export function samplerFromEnv(env: NodeJS.ProcessEnv): Sampler | undefined {
  const name = env.OTEL_TRACES_SAMPLER?.trim();
  if (!name) return undefined;
  const samplers: Record<string, () => Sampler> = {
    always_on: () => new AlwaysOnSampler(),
    always_off: () => new AlwaysOffSampler(),
    traceidratio: () => new TraceIdRatioBasedSampler(ratio(env)),
    parentbased_always_on: () => new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    parentbased_always_off: () => new ParentBasedSampler({ root: new AlwaysOffSampler() }),
    parentbased_traceidratio: () =>
      new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio(env)) }),
  };
  const make = samplers[name];
  if (!make) process.emitWarning(`OTEL_TRACES_SAMPLER=${name} is not known: every trace is kept`);
  return make?.();
}

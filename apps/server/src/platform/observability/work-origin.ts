import { AsyncLocalStorage } from 'node:async_hooks';
import { context, propagation, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';

/**
 * The request a piece of work is done for: the request itself while it is answered, and then each
 * job it filed, in whichever instance works it. Log lines a job writes name that request
 * (logging.ts), and with tracing on the job's span joins the request's trace.
 */
export interface WorkOrigin {
  requestId: string;
  /** The job's queue, when this is a job's work rather than the request's. */
  job?: string;
}

export const workOrigin = new AsyncLocalStorage<WorkOrigin>();

/** Where a filed job's data carries the request that filed it. */
export const ORIGIN_KEY = '_origin';

interface FiledOrigin {
  requestId: string;
  /** The W3C trace context (`traceparent`) of the request, when it was traced. */
  trace?: Record<string, string>;
}

/** A job's data with the current request's origin added, when there is a request. */
export function withOrigin<T>(data: T): T {
  const origin = workOrigin.getStore();
  if (!origin || data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const filed: FiledOrigin = {
    requestId: origin.requestId,
    ...(Object.keys(carrier).length > 0 ? { trace: carrier } : {}),
  };
  return { ...data, [ORIGIN_KEY]: filed };
}

/** A job's data as it was filed, without the origin added to it: what its handler is given. */
export function withoutOrigin<T>(data: T): T {
  if (data === null || typeof data !== 'object' || !(ORIGIN_KEY in data)) return data;
  const { [ORIGIN_KEY]: _origin, ...rest } = data as Record<string, unknown>;
  return rest as T;
}

function filedOrigin(data: unknown): FiledOrigin | undefined {
  const origin = (data as Record<string, unknown> | null)?.[ORIGIN_KEY] as FiledOrigin | undefined;
  return typeof origin?.requestId === 'string' ? origin : undefined;
}

/**
 * Works a job as the request that filed it: its log lines name the request, and its span (with
 * tracing on) is a child of the request's. A job filed by no request (a schedule, a sweep) runs
 * as it is.
 */
export function workAsOrigin<T>(queue: string, data: unknown, work: () => Promise<T>): Promise<T> {
  const origin = filedOrigin(data);
  if (!origin) return work();
  const parent = origin.trace ? propagation.extract(ROOT_CONTEXT, origin.trace) : ROOT_CONTEXT;
  return workOrigin.run({ requestId: origin.requestId, job: queue }, () =>
    trace
      .getTracer('jetsweat-jobs')
      .startActiveSpan(`job ${queue}`, { kind: SpanKind.CONSUMER }, parent, async (span) => {
        try {
          return await work();
        } finally {
          span.end();
        }
      }),
  );
}

import { describe, expect, it } from 'vitest';
import { LatencySeries } from './route-latency.ts';

const labels = { method: 'GET', route: '/api/basic/studios', status_code: '200' };
const valueOf = (series: LatencySeries, metricName: string, le?: number | string) =>
  series
    .values()
    .find((v) => v.metricName === metricName && (le === undefined || v.labels.le === le))?.value;

describe('a latency series', () => {
  it('counts each answer in its bucket and every one above it, with the sum and the count', () => {
    const series = new LatencySeries(labels);
    for (const seconds of [0.001, 0.005, 0.0051, 0.3, 12]) series.observe(seconds);

    const bucket = 'http_request_duration_seconds_bucket';
    // A bound holds the answers up to and including it, as Prometheus's `le` says.
    expect(valueOf(series, bucket, 0.005)).toBe(2);
    expect(valueOf(series, bucket, 0.01)).toBe(3);
    expect(valueOf(series, bucket, 0.25)).toBe(3);
    expect(valueOf(series, bucket, 0.5)).toBe(4);
    expect(valueOf(series, bucket, 10)).toBe(4);
    expect(valueOf(series, bucket, '+Inf')).toBe(5);
    expect(valueOf(series, 'http_request_duration_seconds_count')).toBe(5);
    expect(valueOf(series, 'http_request_duration_seconds_sum')).toBeCloseTo(12.3111, 6);
    // Every line carries the series' own labels.
    for (const v of series.values()) expect(v.labels).toMatchObject(labels);
  });
});

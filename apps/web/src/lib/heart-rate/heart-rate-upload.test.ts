import { expect, it } from 'vitest';
import { HEART_RATE_SAMPLES_PER_REPORT, type HeartRateReportSample } from '@jetsweat/contract';
import { ApiError } from '../api.ts';
import { HeartRateUpload, LAST_REPORTS_MAX } from './heart-rate-upload.ts';

/** A server that answers each report with the next of `failures` (nothing: it takes it). */
function server(failures: unknown[] = []) {
  const reports: { workoutId: number; samples: HeartRateReportSample[]; keepalive: boolean }[] = [];
  let calls = 0;
  const send = async (
    workoutId: number,
    samples: readonly HeartRateReportSample[],
    keepalive: boolean,
  ) => {
    const failure = failures[calls++];
    if (failure) throw failure;
    reports.push({ workoutId, samples: [...samples], keepalive });
  };
  /** The seconds the server holds for a workout, once each. */
  const kept = (workoutId: number) =>
    [
      ...new Set(
        reports
          .filter((r) => r.workoutId === workoutId)
          .flatMap((r) => r.samples.map((s) => s.atSecond)),
      ),
    ].sort((a, b) => a - b);
  return { send, reports, kept };
}

it('holds readings until the workout is known, then sends them in order, the first of each second', async () => {
  const s = server();
  let sent = 0;
  const upload = new HeartRateUpload(s.send, () => sent++);
  upload.add(2.7, 120);
  upload.add(0.2, 110);
  upload.add(2.1, 150); // the same second: the first reading stays, as on the server
  await upload.flush();
  expect(s.reports).toEqual([]);
  expect(upload.held).toBe(2);

  upload.setWorkout(7);
  await upload.flush();
  expect(s.reports).toEqual([
    {
      workoutId: 7,
      keepalive: false,
      samples: [
        { atSecond: 0, bpm: 110 },
        { atSecond: 2, bpm: 120 },
      ],
    },
  ]);
  expect(upload.held).toBe(0);
  expect(sent).toBe(1);
});

it('sends where the class was at each reading when the page says, beside the page’s own second', async () => {
  const s = server();
  const upload = new HeartRateUpload(s.send);
  // A play that went back from 1:40.9 to 0:30: the page's clock runs on, the position goes back.
  upload.add(100.2, 140, 100.9);
  upload.add(101.3, 141, 30.4);
  upload.add(102.1, 142, -0.5); // no position before the class: left out
  upload.setWorkout(7);
  await upload.flush();
  expect(s.reports[0]!.samples).toEqual([
    { atSecond: 100, bpm: 140, videoSecond: 100 },
    { atSecond: 101, bpm: 141, videoSecond: 30 },
  ]);
});

it('leaves out what the server would refuse: before the class, past 4 hours, impossible heart rates', () => {
  const upload = new HeartRateUpload(server().send);
  upload.add(-1, 120);
  upload.add(4 * 60 * 60, 120);
  upload.add(10, 20);
  upload.add(11, 251);
  upload.add(Number.NaN, 120);
  upload.add(12, 250.6);
  expect(upload.held).toBe(0);
  upload.add(12, 250.4);
  expect(upload.held).toBe(1);
});

it('keeps the readings of a report that did not get through, and sends them with the next', async () => {
  const s = server([new ApiError(0, 'offline', null), new ApiError(503, 'busy', null)]);
  const upload = new HeartRateUpload(s.send);
  upload.setWorkout(3);
  await upload.flush();
  upload.add(1, 100);
  await upload.flush(); // lost
  upload.add(2, 101);
  await upload.flush(); // the server failed
  expect(upload.held).toBe(2);
  upload.add(3, 102);
  await upload.flush();
  expect(s.reports).toHaveLength(1);
  expect(s.kept(3)).toEqual([1, 2, 3]);
  expect(upload.held).toBe(0);
});

it('drops a report the server refused, which it would refuse again', async () => {
  const s = server([new ApiError(404, 'That workout is not one of yours.', null)]);
  const upload = new HeartRateUpload(s.send);
  upload.setWorkout(9);
  await upload.flush();
  upload.add(1, 100);
  await upload.flush();
  expect(upload.held).toBe(0);
  expect(s.reports).toEqual([]);
});

it('sends a long hold in reports of at most the largest the server takes', async () => {
  const s = server();
  const upload = new HeartRateUpload(s.send);
  for (let i = 0; i < HEART_RATE_SAMPLES_PER_REPORT * 2 + 5; i++) upload.add(i, 120);
  upload.setWorkout(4);
  await upload.flush();
  expect(s.reports.map((r) => r.samples.length)).toEqual([
    HEART_RATE_SAMPLES_PER_REPORT,
    HEART_RATE_SAMPLES_PER_REPORT,
    5,
  ]);
  expect(s.kept(4)).toHaveLength(HEART_RATE_SAMPLES_PER_REPORT * 2 + 5);
});

it('sends what is held with keepalive as the page goes, and to the workout it belongs to on a new play', async () => {
  const s = server();
  const upload = new HeartRateUpload(s.send);
  upload.flushLast(); // no workout: nothing leaves
  upload.setWorkout(5);
  await upload.flush();
  upload.add(40, 130);
  // A new play: its workout is not known yet; the held reading is the first play's.
  upload.setWorkout(null);
  upload.add(1, 90);
  await Promise.resolve();
  expect(s.reports).toEqual([
    { workoutId: 5, keepalive: true, samples: [{ atSecond: 40, bpm: 130 }] },
  ]);
  for (let i = 0; i < HEART_RATE_SAMPLES_PER_REPORT * (LAST_REPORTS_MAX + 1); i++)
    upload.add(i, 100);
  upload.setWorkout(6);
  upload.flushLast();
  await new Promise((done) => setTimeout(done, 0));
  expect(s.kept(6).length).toBeGreaterThanOrEqual(HEART_RATE_SAMPLES_PER_REPORT * LAST_REPORTS_MAX);
  expect(s.reports.filter((r) => r.keepalive && r.workoutId === 6).length).toBeLessThanOrEqual(
    LAST_REPORTS_MAX,
  );
});

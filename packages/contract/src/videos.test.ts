import { describe, expect, it } from 'vitest';
import { profileChangesSchema } from './accounts.ts';
import { addWorkoutBodySchema } from './schedule.ts';
import { progressBodySchema } from './history.ts';
import { analyticsBodySchema } from './player-events.ts';
import { queryDaySchema, videoListBodySchema } from './videos.ts';
import { videoTexts } from './videos-texts.ts';

const list = (body: unknown) => videoListBodySchema.parse(body);
const listError = (body: unknown) =>
  videoListBodySchema.safeParse(body).error?.issues.map((i) => i.message);

describe('the library filter (POST /api/video/videos)', () => {
  it('reads an empty or missing body as the default view', () => {
    expect(list({})).toEqual({ sort: 'recommended', pageSize: 24 });
    expect(list(undefined)).toEqual({ sort: 'recommended', pageSize: 24 });
  });

  it('takes each filter as one value or a list, and answers distinct lists', () => {
    const q = list({
      classType: 'Yoga',
      targetMucles: ['Obliques', 'Obliques', 'Hamstrings'],
      studio: [401, '402'],
      level: 'Beginner',
      bodyFocus: ['Core', 'Mind'],
      limitations: 'Prenatal',
    });
    expect(q).toMatchObject({
      classType: ['Yoga'],
      targetMucles: ['Obliques', 'Hamstrings'],
      studio: [401, 402],
      level: ['Beginner'],
      bodyFocus: ['Core', 'Mind'],
      limitations: ['Prenatal'],
    });
  });

  it('reads Any (level, focus), None (special) and empty lists as no filter', () => {
    const q = list({
      level: ['Beginner', 'Any'],
      bodyFocus: 'Any',
      limitations: 'None',
      classType: [],
    });
    expect(q.level).toBeUndefined();
    expect(q.bodyFocus).toBeUndefined();
    expect(q.limitations).toBeUndefined();
    expect(q.classType).toEqual([]);
  });

  it('reads equipment "none" and "No Equipment" as None', () => {
    expect(list({ equipment: 'none' }).equipment).toEqual(['None']);
    expect(list({ equipment: ['No Equipment', 'None', 'Block'] }).equipment).toEqual([
      'None',
      'Block',
    ]);
  });

  it('turns the sort flags into one order, and refuses two at once', () => {
    expect(list({ sort: { shortest: true } }).sort).toBe('shortest');
    expect(list({ sort: { newest: true, recommended: false } }).sort).toBe('newest');
    expect(list({ sort: {} }).sort).toBe('recommended');
    expect(listError({ sort: { newest: true, longest: true } })).toEqual([videoTexts.oneSortOnly]);
    expect(listError({ sort: { cheapest: true } })).toHaveLength(1);
  });

  it('checks ranges, page size and the page start', () => {
    expect(list({ timeLength: { min: 0, max: 90 }, calorieBurn: { max: 300 } })).toMatchObject({
      timeLength: { min: 0, max: 90 },
      calorieBurn: { max: 300 },
    });
    expect(listError({ timeLength: { min: 40, max: 20 } })).toEqual([videoTexts.rangeReversed]);
    expect(listError({ calorieBurn: { min: -1 } })).toHaveLength(1);
    expect(listError({ timeLength: { min: '10' } })).toEqual([
      'Please give the lowest time length as a number.',
    ]);
    expect(list({ pageSize: 10, after: 55 })).toMatchObject({ pageSize: 10, after: 55 });
    expect(listError({ pageSize: 0 })).toEqual(['The page size must be at least 1.']);
    expect(listError({ pageSize: 101 })).toEqual(['The page size must be at most 100.']);
    expect(listError({ after: -3 })).toEqual(['The class id must be a number.']);
  });

  it('names the allowed values when one is unknown, and refuses unknown fields', () => {
    expect(listError({ classType: 'Zumba' })?.[0]).toMatch(
      /^Please choose a class type from: Pilates, /,
    );
    expect(listError({ level: ['Expert'] })?.[0]).toMatch(/^Please choose a level from: Any, /);
    expect(listError({ classtype: 'Yoga' })).toHaveLength(1);
  });
});

describe('days in progress and program queries', () => {
  it('read a day past the end of its month as the month’s last day', () => {
    expect(queryDaySchema.parse('2026-02-31')).toBe('2026-02-28');
    expect(queryDaySchema.parse('2024-02-31')).toBe('2024-02-29');
    expect(queryDaySchema.parse('2026-04-31')).toBe('2026-04-30');
    expect(queryDaySchema.parse('2026-01-31')).toBe('2026-01-31');
  });

  it('refuse what is not a day', () => {
    for (const bad of ['2026-13-01', '2026-00-10', '2026-01-32', '26-01-01', '2026-1-1', 20260101])
      expect(queryDaySchema.safeParse(bad).success).toBe(false);
  });

  it('refuse a range that ends before it starts', () => {
    expect(progressBodySchema.parse({ fromDate: '2026-02-01', toDate: '2026-02-31' })).toEqual({
      fromDate: '2026-02-01',
      toDate: '2026-02-28',
    });
    expect(
      progressBodySchema.safeParse({ fromDate: '2026-03-01', toDate: '2026-02-01' }).error
        ?.issues[0]?.message,
    ).toBe(videoTexts.datesReversed);
  });
});

describe('player events', () => {
  it('take play, pause, end and progress with the position in seconds', () => {
    expect(
      analyticsBodySchema.parse({
        eventType: 'pause',
        eventValue: '12.5',
        videoId: 3,
        device: 'MacIntel',
      }),
    ).toEqual({ eventType: 'pause', eventValue: 12.5, videoId: 3, device: 'MacIntel' });
    expect(
      analyticsBodySchema.safeParse({ eventType: 'seek', eventValue: 1, videoId: 3 }).success,
    ).toBe(false);
    expect(
      analyticsBodySchema.safeParse({ eventType: 'end', eventValue: -1, videoId: 3 }).success,
    ).toBe(false);
  });

  it('take the time an event happened on the device, optionally', () => {
    const at = '2026-03-01T10:15:00.250Z';
    expect(
      analyticsBodySchema.parse({ eventType: 'play', eventValue: 0, videoId: 3, happenedAt: at })
        .happenedAt,
    ).toBe(at);
    expect(
      analyticsBodySchema.safeParse({
        eventType: 'play',
        eventValue: 0,
        videoId: 3,
        happenedAt: 'yesterday',
      }).error?.issues[0]?.message,
    ).toBe('The event time must be an ISO 8601 date and time.');
  });
});

describe('scheduling an on-demand class', () => {
  it('takes a video id, and a program only with a video', () => {
    expect(addWorkoutBodySchema.parse({ videoId: 4, programId: 2 })).toMatchObject({
      videoId: 4,
      programId: 2,
      status: 'scheduled',
    });
    expect(addWorkoutBodySchema.safeParse({ liveClassId: 4, programId: 2 }).success).toBe(false);
    expect(addWorkoutBodySchema.safeParse({ videoId: 4, liveClassId: 2 }).success).toBe(false);
  });
});

describe('profile changes', () => {
  it('take a birthday between 1900 and today, a weight in pounds, a gender and an activity level', () => {
    expect(
      profileChangesSchema.parse({
        birthday: '1990-05-17',
        weight: 150,
        gender: 'M',
        activityLevel: 'Lightly Active',
      }),
    ).toEqual({
      birthday: '1990-05-17',
      weight: 150,
      gender: 'M',
      activityLevel: 'Lightly Active',
    });
    expect(profileChangesSchema.parse({ activityLevel: null })).toEqual({ activityLevel: null });
    const messages = (body: unknown) =>
      profileChangesSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages({ birthday: '2999-01-01' })).toEqual([
      'Please enter a birthday between 1900 and today.',
    ]);
    expect(messages({ birthday: '1899-12-31' })).toEqual([
      'Please enter a birthday between 1900 and today.',
    ]);
    expect(messages({ birthday: '1990-02-30' })).toEqual([
      'Please enter the birthday as YYYY-MM-DD.',
    ]);
    expect(messages({ weight: 20 })).toEqual(['Please enter a weight of at least 50 pounds.']);
    expect(messages({ activityLevel: 'Athlete' })?.[0]).toMatch(
      /^Please choose an activity level: Sedentary, /,
    );
  });
});

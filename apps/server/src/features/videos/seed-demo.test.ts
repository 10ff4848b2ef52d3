import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classBodyFocuses,
  classLevels,
  classSpecials,
  classTypes,
  DEFAULT_VIDEO_FILTER,
  equipmentOptions,
  muscles,
} from '@jetsweat/contract';
import type { Selectable } from 'kysely';
import { seedDemoData } from '../../demo/seed.ts';
import type { Tables } from '../../platform/db/database.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { moveDemoClassesToListedLength, seedDemoLibrary } from './seed-demo.ts';
import { ensureDemoMedia, MAKING_TIMEOUT_MS, testMediaDir } from '../../../test/demo-media.ts';
import { instructorsWithStudioNames } from '../studios/service.ts';

const webPublic = path.resolve(import.meta.dirname, '../../../../web/public');
/** Where a media path's file is: the generated demo media for class renditions, else the web app's. */
const onDisk = (urlPath: string) =>
  urlPath.startsWith('/media/classes/')
    ? path.join(testMediaDir, urlPath.replace(/^\/media\//, ''))
    : path.join(webPublic, urlPath);

/** A stored class with its instructor's name, as the query below reads it. */
type VideoRow = Selectable<Tables['videos']> & { instructor: string };

let t: TestApp;
let videos: VideoRow[];
beforeAll(async () => {
  t = await createTestApp();
  videos = await t.db.query<VideoRow>(
    `SELECT v.*, i.name AS instructor FROM videos v JOIN studio_instructors i ON i.id = v.instructor_id`,
  );
});
beforeAll(ensureDemoMedia, MAKING_TIMEOUT_MS);
afterAll(() => t.close());

const values = (pick: (v: VideoRow) => string | string[]) => new Set(videos.flatMap(pick));

describe('the demo on-demand library', () => {
  it('has at least 120 classes across the demo studios and their instructors', () => {
    expect(videos.length).toBeGreaterThanOrEqual(120);
    expect(values((v) => String(v.studio_id)).size).toBeGreaterThanOrEqual(20);
    expect(values((v) => v.instructor).size).toBeGreaterThanOrEqual(50);
    expect(new Set(videos.map((v) => v.title)).size).toBe(videos.length);
  });

  it('covers every class type, equipment value, level, body focus and special', () => {
    expect([...values((v) => v.class_type)].sort()).toEqual([...classTypes].sort());
    expect([...values((v) => v.equipment)].sort()).toEqual([...equipmentOptions].sort());
    expect([...values((v) => v.level)].sort()).toEqual([...classLevels].sort());
    expect([...values((v) => v.body_focus)].sort()).toEqual([...classBodyFocuses].sort());
    expect([...values((v) => v.limitations)].sort()).toEqual([...classSpecials].sort());
    expect([...values((v) => v.target_muscles)].sort()).toEqual([...muscles].sort());
  });

  it('runs from 5 to 75 minutes, with calories inside the filter panel’s range and a heart-rate factor', () => {
    const minutes = videos.map((v) => v.duration_seconds / 60);
    expect(Math.min(...minutes)).toBe(5);
    expect(Math.max(...minutes)).toBe(75);
    for (const v of videos) {
      expect(v.calorie_burn).toBeGreaterThan(0);
      expect(v.calorie_burn).toBeLessThanOrEqual(DEFAULT_VIDEO_FILTER.calorieBurn.max);
      expect(v.mhr).toBeGreaterThan(0);
      expect(v.mhr).toBeLessThanOrEqual(1);
      expect(v.summary.length).toBeGreaterThan(60);
      expect(v.published_at.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    }
  });

  it('plays committed media: every stream’s playlists, segments and captions, and every poster, are on disk', () => {
    const renditions = new Set(videos.map((v) => path.dirname(v.stream_path)));
    expect(renditions.size).toBeGreaterThanOrEqual(6);
    for (const dir of renditions) {
      const master = fs.readFileSync(onDisk(`${dir}/index.m3u8`), 'utf8');
      const subtitles = master.match(/TYPE=SUBTITLES,.*URI="([^"]+)"/)?.[1];
      // The adaptive ladder: at least three renditions, each with the captions.
      const variants = master.split('\n').filter((l) => l.endsWith('.m3u8'));
      expect(variants.length, dir).toBeGreaterThanOrEqual(3);
      expect(subtitles, dir).toBeDefined();
      expect(master.match(/#EXT-X-STREAM-INF:.*SUBTITLES="subs"/g)?.length, dir).toBe(
        variants.length,
      );
      for (const playlist of [...variants, subtitles!]) {
        const body = fs.readFileSync(onDisk(`${dir}/${playlist}`), 'utf8');
        const parts = body.split('\n').filter((l) => l && !l.startsWith('#'));
        expect(parts.length, `${dir}/${playlist}`).toBeGreaterThan(0);
        for (const part of parts) expect(fs.existsSync(onDisk(`${dir}/${part}`)), part).toBe(true);
      }
    }
    for (const v of videos) {
      expect(path.dirname(v.captions_path)).toBe(path.dirname(v.stream_path));
      const captions = fs.readFileSync(onDisk(v.captions_path), 'utf8');
      expect(captions.startsWith('WEBVTT\n\n')).toBe(true);
      expect(captions.match(/ --> /g)?.length).toBeGreaterThanOrEqual(10);
      expect(fs.existsSync(onDisk(v.poster_path)), v.poster_path).toBe(true);
    }
  });

  it('has at least six programs, each a series of classes over weeks', async () => {
    const programs = await t.db.query<{
      title: string;
      poster_path: string;
      weeks: number;
      classes: number;
      gaps: number;
    }>(
      `SELECT p.title, p.poster_path, count(DISTINCT c.week)::int AS weeks, count(*)::int AS classes,
         (max(c.week) - count(DISTINCT c.week))::int AS gaps
       FROM programs p JOIN program_classes c ON c.program_id = p.id GROUP BY p.id`,
    );
    expect(programs.length).toBeGreaterThanOrEqual(6);
    expect(programs.map((p) => p.title)).toContain('4 Weeks of Core');
    for (const p of programs) {
      expect(p.weeks, p.title).toBeGreaterThanOrEqual(2);
      expect(p.classes, p.title).toBeGreaterThanOrEqual(2 * p.weeks);
      expect(p.gaps, p.title).toBe(0);
      expect(fs.existsSync(onDisk(p.poster_path)), p.poster_path).toBe(true);
    }
  });

  it('is loaded once: later starts add nothing, and a demo database from before the library gets it', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM videos'))[0]!.n;
    const before = await count();
    expect(await seedDemoData(t.db.kysely, t.clock.now())).toBe(false);
    expect(
      await t.db.transaction(async (tx) =>
        seedDemoLibrary(tx.kysely, t.clock.now(), await instructorsWithStudioNames(tx.kysely)),
      ),
    ).toBe(0);
    expect(await count()).toBe(before);

    await t.db.transaction(async (tx) => {
      // A database from before the library had no on-demand workouts (the demo member's go too).
      await tx.query('DELETE FROM workouts WHERE video_id IS NOT NULL');
      await tx.query('DELETE FROM program_classes');
      await tx.query('DELETE FROM programs');
      await tx.query('DELETE FROM videos');
    });
    await seedDemoData(t.db.kysely, t.clock.now());
    expect(await count()).toBe(before);
  });

  it('moves the classes of a demo database from before to media as long as they are listed', async () => {
    const [yoga] = await t.db.query<{ slug: string; stream_path: string; captions_path: string }>(
      "SELECT slug, stream_path, captions_path FROM videos WHERE class_type = 'Yoga' ORDER BY id LIMIT 1",
    );
    expect(yoga!.stream_path).toMatch(/^\/media\/classes\/yoga\/index-\d+m\.m3u8$/);
    await t.db.query(
      "UPDATE videos SET stream_path = '/media/classes/yoga/index.m3u8', captions_path = '/media/classes/yoga/captions.vtt' WHERE slug = $1",
      [yoga!.slug],
    );
    await seedDemoData(t.db.kysely, t.clock.now());
    const [after] = await t.db.query<{ stream_path: string; captions_path: string }>(
      'SELECT stream_path, captions_path FROM videos WHERE slug = $1',
      [yoga!.slug],
    );
    expect(after).toEqual({ stream_path: yoga!.stream_path, captions_path: yoga!.captions_path });
    // A later start finds nothing left to move.
    expect(await t.db.transaction((tx) => moveDemoClassesToListedLength(tx.kysely))).toBe(0);
  });
});

describe('the catalogue tables', () => {
  const base = async () => {
    const [i] = await t.db.query<{ id: number; studio_id: number }>(
      'SELECT id, studio_id FROM studio_instructors ORDER BY id LIMIT 1',
    );
    return {
      slug: `check-${Math.random().toString(36).slice(2, 8)}`,
      studio_id: i!.studio_id,
      instructor_id: i!.id,
      class_type: 'Yoga',
      equipment: ['Yoga Mat'],
      level: 'Beginner',
      body_focus: 'Core',
      limitations: [] as string[],
      target_muscles: ['Obliques'],
      duration_seconds: 600,
    };
  };
  const insert = async (over: Record<string, unknown>) => {
    const row = { ...(await base()), ...over };
    const cols = Object.keys(row);
    return t.db.query(
      `INSERT INTO videos (${cols.join(', ')}, title, calorie_burn, stream_path, captions_path, poster_path,
         published_at, recommendation_rank)
       VALUES (${cols.map((_, n) => `$${n + 1}`).join(', ')}, 'Check', 50, '/media/classes/yoga/index.m3u8',
         '/media/classes/yoga/captions.vtt', '/media/posters/classes/check.svg', now(), 0)`,
      Object.values(row),
    );
  };

  it('take a well-formed class', async () => {
    await expect(insert({})).resolves.toBeDefined();
  });

  it.each([
    ['an unknown class type', { class_type: 'Zumba' }],
    ['unknown equipment', { equipment: ['Trampoline'] }],
    ['no equipment listed at all', { equipment: [] }],
    ['None beside real equipment', { equipment: ['None', 'Block'] }],
    ['an unknown muscle', { target_muscles: ['Heart'] }],
    ['an unknown special', { limitations: ['Seniors'] }],
    ['a level outside the list', { level: 'Any' }],
    ['a body focus outside the list', { body_focus: 'Any' }],
    ['a class under a minute', { duration_seconds: 30 }],
    ['a slug with spaces', { slug: 'two words' }],
  ])('refuse %s', async (_, over) => {
    await expect(insert(over)).rejects.toThrow();
  });

  it('refuse an instructor of another studio, and a slug taken already', async () => {
    const [other] = await t.db.query<{ id: number }>(
      'SELECT id FROM studios WHERE id <> $1 ORDER BY id LIMIT 1',
      [(await base()).studio_id],
    );
    await expect(insert({ studio_id: other!.id })).rejects.toThrow();
    await expect(insert({ slug: videos[0]!.slug })).rejects.toThrow();
  });
});

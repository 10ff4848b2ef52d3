import { okEnvelope, videoListAnswerSchema, type Video } from '@jetsweat/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../platform/http/envelope.ts';
import { compiledSerializer } from '../../platform/http/response-serializer.ts';
import type { LibraryCard } from './library-cards.ts';
import { writeListAnswer } from '../../platform/http/written-json.ts';
import { openCardJson, writtenClass } from './library-page-json.ts';

const card = (id: number, more: Partial<LibraryCard> = {}): LibraryCard => ({
  id,
  slug: `class-${id}`,
  title: `Class ${id}`,
  summary: 'Flow — with “quotes”, a \\ backslash and a "double quote"',
  studioId: 2,
  studioName: 'Studio',
  studioShortName: 'STU',
  studioLogo: '',
  instructor: 'Zoë',
  instructorImage: '',
  classType: 'Yoga',
  equipment: ['None'],
  level: 'Intermediate',
  bodyFocus: 'Core',
  limitations: [],
  targetMucles: ['Obliques'],
  duration: 1800,
  calorieBurn: 210,
  mhr: 0.55,
  poster: '/media/posters/class.jpg',
  publishedAt: '2026-11-20T10:00:00.000Z',
  ...more,
});

/** What the route's own schema-based serialiser writes for the same page. */
const serialise = compiledSerializer({
  schema: okEnvelope(videoListAnswerSchema),
  method: 'POST',
  url: '/api/video/videos',
  httpStatus: '200',
}) as (data: unknown) => string;

describe('a library page written from its cards', () => {
  it('is the bytes the schema serialiser writes for the page', () => {
    const cards = [card(1), card(2, { mhr: null, equipment: ['Block', 'Yoga Mat'] }), card(3)];
    const favourites = [null, 17, null];
    const written = writeListAnswer(
      cards.map((c, i) => writtenClass(openCardJson(c), favourites[i] ?? null)),
    );
    const videos: Video[] = cards.map((c, i) => ({ ...c, favoriteId: favourites[i] ?? null }));
    expect(written.toString('utf8')).toBe(serialise(ok(videos)));
    expect(okEnvelope(videoListAnswerSchema).parse(JSON.parse(written.toString()))).toEqual(
      ok(videos),
    );
  });

  it('writes an empty page as an empty list', () => {
    expect(writeListAnswer([]).toString()).toBe(serialise(ok([])));
  });
});

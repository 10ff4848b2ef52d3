import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTexts,
  classTypes,
  classTypesAnswerSchema,
  studioLogoSchema,
  studioSchema,
  whitelabelStudioSchema,
} from '@jetsweat/contract';
import { z } from 'zod';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { demoStudios } from './demo-studios.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each answer is parsed with the route's contract schema (test/answer.ts): a studio missing a
// field the pages read fails the test there.
const get = <S extends z.ZodType>(url: string, schema: S) => t.call({ method: 'GET', url }, schema);
const studios = z.array(studioSchema);
/** The catalogue's studios, as the studio pages read them. */
async function catalogue() {
  const res = await get('/api/basic/webStudiosInfo', studios);
  expectOk(res);
  return res.body.content;
}

describe('GET /api/basic/webStudiosInfo', () => {
  it('lists the catalogue studios, by name, each in the contract shape', async () => {
    const list = await catalogue();
    const expected = demoStudios()
      .filter((s) => s.inCatalogue)
      .map((s) => s.name)
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(list.map((s) => s.name)).toEqual(expected);
    expect(list.every((s) => s.inCatalogue === true)).toBe(true);
  });

  it('carries instructors, testimonials, images and the explore video', async () => {
    const bari = (await catalogue()).find((s) => s.shortName === 'baristudio');
    expect(bari).toMatchObject({
      id: 401,
      name: 'Bari Studio',
      classTypes: ['Barre', 'Sculpt', 'Cardio', 'Dance'],
      levels: ['allLevels', 'intermediate'],
      logoUrl: '/media/studios/baristudio/logo.svg',
      exploreVideoUrl: '/media/videos/explore-baristudio/index.m3u8',
    });
    expect(bari?.instructors).toHaveLength(3);
    expect(bari?.instructors[0]).toEqual({
      name: expect.any(String),
      bio: expect.any(String),
      imageUrl: expect.stringMatching(/^\/media\//),
    });
    expect(bari?.feedback[0]).toEqual({
      feedback: expect.any(String),
      name: expect.any(String),
      rating: expect.any(Number),
    });
    // webStudioImgUrl's first item is the fallback About image.
    expect(bari?.webStudioImgUrl[0]).toBe(bari?.img2);
  });

  it('keeps the gaps the studio page fills with defaults', async () => {
    const list = await catalogue();
    const by = (name: string) => list.find((s) => s.shortName === name);
    expect(by('hithouse')?.summary).toBe('');
    expect(by('bodyspace')?.classTypes).toEqual([]);
    expect(by('fhittingroom')?.levels).toEqual([]);
    expect(by('intensati')?.equipment).toEqual([]);
    expect(by('playlistyoga')?.instructors[1]?.imageUrl).toBe('');
    expect(by('mindfresh')?.feedback.every((f) => f.feedback === '')).toBe(true);
  });
});

describe('GET /api/basic/studios', () => {
  it('lists every studio a page can show: the catalogue and the white-label studios, flagging those that redirect home', async () => {
    const res = await get('/api/basic/studios', studios);
    expectOk(res);
    const list = res.body.content;
    const names = list.map((s) => s.shortName);
    const expected = demoStudios()
      .filter((s) => s.inCatalogue || s.onWhiteLabel)
      .map((s) => s.shortName);
    expect([...names].sort()).toEqual([...expected].sort());
    expect(
      list
        .filter((s) => s.redirectsHome)
        .map((s) => s.shortName)
        .sort(),
    ).toEqual(['oldtownfit', 'pulseandflow', 'summitsweat']);
    const northloop = list.find((s) => s.shortName === 'northloop');
    expect(northloop).toMatchObject({ id: 466, inCatalogue: false, exploreVideoUrl: '' });
  });
});

describe('GET /api/basic/classTypes', () => {
  it('answers the class-type enumeration in the specification’s order', async () => {
    const res = await get('/api/basic/classTypes', classTypesAnswerSchema);
    expectOk(res);
    expect(res.body).toEqual({ status: 1, content: [...classTypes] });
    expect(res.body.content[0]).toBe('Pilates');
    expect(res.body.content).toHaveLength(21);
  });
});

describe('GET /api/studio/listWhitelabels and logos', () => {
  it('lists the white-label studios with their branding and redirect flag', async () => {
    const res = await get('/api/studio/listWhitelabels', z.array(whitelabelStudioSchema));
    expectOk(res);
    const list = res.body.content;
    expect(list).toHaveLength(demoStudios().filter((s) => s.onWhiteLabel).length);
    expect(
      list
        .filter((s) => s.redirectsHome)
        .map((s) => s.shortName)
        .sort(),
    ).toEqual(['oldtownfit', 'pulseandflow', 'summitsweat']);
  });

  it('answers a studio’s logo by slug or special-cased name, and 404 for an unknown one', async () => {
    expect((await get('/api/studio/logos/pearlcicc%20i', studioLogoSchema)).body.content).toEqual({
      logoUrl: '/media/studios/pearlcici/logo.svg',
    });
    expect((await get('/api/studio/logos/dailey-method', studioLogoSchema)).body.content).toEqual({
      logoUrl: '/media/studios/daileymethod/logo.svg',
    });
    const missing = await get('/api/studio/logos/no-such-studio', studioLogoSchema);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ status: 0, content: accountTexts.unknownStudio });
  });
});

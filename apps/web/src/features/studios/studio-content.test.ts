import { describe, expect, it } from 'vitest';
import type { Studio } from '@jetsweat/contract';
import { findStudio, studioContent, studioDefaults } from './studio-content.ts';

const studio = (overrides: Partial<Studio> = {}): Studio => ({
  id: 1,
  name: 'Test Studio',
  shortName: 'teststudio',
  aliases: [],
  redirectsHome: false,
  inCatalogue: true,
  exploreVideoUrl: '',
  classTypes: ['Yoga'],
  headerTitle: 'Hello',
  headerDescription: 'World',
  introH1: 'Intro',
  introH2: 'More',
  closingH1: 'Bye',
  closingH2: 'Again',
  combinedLogo: '/c.svg',
  logoUrl: '/l.svg',
  img2: '/i2.svg',
  hero: '/h.svg',
  howItWorks: '/hw.svg',
  equipment: ['block'],
  about: 'About us',
  summary: 'About us',
  instructors: [{ name: 'Ana', bio: 'Teaches', imageUrl: '/ana.svg' }],
  levels: ['intermediate'],
  feedback: [{ feedback: 'Great', name: 'Bo', rating: 5 }],
  webStudioImgUrl: ['/w0.svg', '/w1.svg', '/w2.svg', '/w3.svg', '/w4.svg'],
  ...overrides,
});

describe('studioContent', () => {
  it('keeps what the studio has', () => {
    const c = studioContent(studio());
    expect(c).toMatchObject({
      levels: ['intermediate'],
      classTypes: ['Yoga'],
      equipment: ['block'],
      about: 'About us',
      hero: '/h.svg',
    });
    expect(c.testimonials).toHaveLength(1);
  });

  it('fills every gap with the specified default', () => {
    const c = studioContent(
      studio({
        levels: [],
        classTypes: [],
        equipment: [],
        summary: '  ',
        instructors: [{ name: 'Cy', bio: '', imageUrl: '' }],
      }),
    );
    expect(c.levels).toEqual(['allLevels']);
    expect(c.classTypes).toEqual(['Strength']);
    expect(c.equipment).toEqual(['yogaMat']);
    expect(c.about).toBe('coming soon!');
    expect(c.instructors[0]!.imageUrl).toBe(studioDefaults.instructorImage);
  });

  it('takes missing images from webStudioImgUrl in its order', () => {
    const c = studioContent(studio({ img2: '', hero: '', combinedLogo: '', howItWorks: '' }));
    expect(c).toMatchObject({
      aboutImage: '/w0.svg',
      hero: '/w1.svg',
      combinedLogo: '/w2.svg',
      howItWorksImage: '/w4.svg',
    });
  });

  it('leaves testimonials without words out', () => {
    const c = studioContent(
      studio({
        feedback: [
          { feedback: '', name: 'A', rating: 4 },
          { feedback: ' ', name: 'B', rating: 3 },
        ],
      }),
    );
    expect(c.testimonials).toEqual([]);
  });
});

describe('findStudio', () => {
  const list = [studio(), studio({ shortName: 'pearlcici', aliases: ['pearlcicc i'] })];
  it('finds by short name, then by another name', () => {
    expect(findStudio(list, 'teststudio')?.shortName).toBe('teststudio');
    expect(findStudio(list, 'pearlcicc i')?.shortName).toBe('pearlcici');
    expect(findStudio(list, 'nobody')).toBeUndefined();
  });
});

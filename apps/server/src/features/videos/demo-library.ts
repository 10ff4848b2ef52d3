/**
 * The demo on-demand library as rows ready to store: the hand-written classes and programs of
 * the seed files in ./demo/ (checked against the contract's seed schemas), with what follows from them worked out once here (slugs, media paths, calorie
 * burn, heart-rate factor, publication order and recommendation rank). The media are the committed
 * renditions of scripts/demo-media/make-videos.mjs; the posters come from make-posters.mjs.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  classesSeedSchema,
  programsSeedSchema,
  PROFILE_DEFAULTS,
  type ClassLevel,
  type ClassSeed,
  type ClassType,
  type ProgramSeed,
} from '@jetsweat/contract';
import { readSeedFile } from '../../platform/runtime/seed-file.ts';
import { serverRoot } from '../../platform/config/server-root.ts';

/** The demo library's seed files; the classes' files in the order their rows are stored. */
const demoDir = path.join(serverRoot, 'src/features/videos/demo');
export const demoClassFiles = [
  'pilates-barre.json',
  'strength-cardio.json',
  'ride-run-box.json',
  'yoga-mind.json',
  'dance-face-kids.json',
].map((name) => path.join(demoDir, name));
export const demoProgramsFile = path.join(demoDir, 'programs.json');

let classes: ClassSeed[] | undefined;
let programs: ProgramSeed[] | undefined;

/** The demo library's classes, every file's in turn; read and checked once, on first use. */
export const demoClasses = (): ClassSeed[] =>
  (classes ??= demoClassFiles.flatMap((file) => readSeedFile(file, classesSeedSchema)));

/** The demo library's programs; read and checked once, on first use. */
const demoPrograms = (): ProgramSeed[] =>
  (programs ??= readSeedFile(demoProgramsFile, programsSeedSchema));

/** Which class rendition (demo-videos.json "classRenditions") plays each class type. */
export const renditionOf: Record<ClassType, string> = {
  Pilates: 'pilates',
  Barre: 'barre',
  Sculpt: 'strength',
  Strength: 'strength',
  Bootcamp: 'strength',
  HIIT: 'hiit',
  Cardio: 'hiit',
  Cycling: 'cycling',
  'Running/Treadmill': 'run',
  Boxing: 'boxing',
  'Martial Arts': 'boxing',
  Yoga: 'yoga',
  Stretching: 'yoga',
  Mobility: 'yoga',
  Dance: 'dance',
  Kids: 'dance',
  Meditation: 'meditation',
  'Face Yoga': 'face',
  'Gua Sha': 'face',
  'Skin Cardio': 'face',
  Lymphatic: 'face',
};

/**
 * A rendition file's name for a class listed at `minutes`: 'index.m3u8' becomes 'index-30m.m3u8'.
 * Each rendition's media last 90 s; scripts/demo-media/make-class-lengths.mjs writes, beside
 * them, playlists that loop those segments for every length the demo library lists, and captions
 * as long (docs/decisions/0053-demo-data-that-adds-up.md).
 */
export const lengthFileName = (file: string, minutes: number) =>
  file.replace(/\.(m3u8|vtt)$/, `-${minutes}m.$1`);

/**
 * Metabolic equivalents (MET) of each class type at an intermediate level, rounded from the
 * Compendium of Physical Activities (Ainsworth et al., 2011): e.g. Pilates 3.0, circuit training
 * 8.0, stationary cycling 7.5, hatha yoga 2.5, meditation 1.0.
 */
const metOf: Record<ClassType, number> = {
  Pilates: 3.0,
  Barre: 3.5,
  Sculpt: 5.0,
  Strength: 5.0,
  Bootcamp: 8.0,
  HIIT: 8.0,
  Cardio: 7.0,
  Cycling: 7.5,
  'Running/Treadmill': 8.0,
  Boxing: 7.0,
  'Martial Arts': 6.0,
  Yoga: 3.0,
  Stretching: 2.3,
  Mobility: 2.5,
  Dance: 6.0,
  Kids: 4.0,
  Meditation: 1.0,
  'Face Yoga': 1.3,
  'Gua Sha': 1.3,
  'Skin Cardio': 1.8,
  Lymphatic: 1.8,
};
const levelEffort: Record<ClassLevel, number> = { Beginner: 0.8, Intermediate: 1, Advanced: 1.2 };

/**
 * The share of the maximum heart rate a member averages through a class of each type at an
 * intermediate level; a beginner class is 0.05 lower, an advanced one 0.05 higher.
 */
const heartRateShareOf: Record<ClassType, number> = {
  Pilates: 0.6,
  Barre: 0.65,
  Sculpt: 0.7,
  Strength: 0.7,
  Bootcamp: 0.8,
  HIIT: 0.85,
  Cardio: 0.8,
  Cycling: 0.8,
  'Running/Treadmill': 0.8,
  Boxing: 0.75,
  'Martial Arts': 0.75,
  Yoga: 0.55,
  Stretching: 0.5,
  Mobility: 0.5,
  Dance: 0.75,
  Kids: 0.65,
  Meditation: 0.4,
  'Face Yoga': 0.4,
  'Gua Sha': 0.4,
  'Skin Cardio': 0.45,
  Lymphatic: 0.45,
};
const levelHeartRate: Record<ClassLevel, number> = {
  Beginner: -0.05,
  Intermediate: 0,
  Advanced: 0.05,
};

const POUNDS_TO_KG = 0.45359237;

/** Kilocalories a class burns for a member with the default profile. */
export function calorieBurnOf(classType: ClassType, level: ClassLevel, minutes: number): number {
  const kg = PROFILE_DEFAULTS.weight * POUNDS_TO_KG;
  return Math.round(metOf[classType] * levelEffort[level] * kg * (minutes / 60));
}

/** The class's heart-rate factor (`mhr`): its type's share, moved by its level. */
export const heartRateFactorOf = (classType: ClassType, level: ClassLevel): number =>
  Number((heartRateShareOf[classType] + levelHeartRate[level]).toFixed(2));
/** Hours between one demo class's publication and the next, newest first. */
const PUBLISHED_EVERY_HOURS = 41;

export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A stable number from a text, so orders look shuffled but never change between starts. */
const scatter = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

export interface DemoVideoRow {
  slug: string;
  title: string;
  summary: string;
  studio: string;
  instructor: string;
  classType: ClassType;
  equipment: ClassSeed['equipment'];
  level: ClassLevel;
  bodyFocus: ClassSeed['bodyFocus'];
  limitations: NonNullable<ClassSeed['limitations']>;
  targetMuscles: ClassSeed['muscles'];
  durationSeconds: number;
  calorieBurn: number;
  mhr: number;
  streamPath: string;
  captionsPath: string;
  posterPath: string;
  /** Published this many hours before the library is seeded. */
  publishedHoursAgo: number;
  recommendationRank: number;
}

/**
 * "Recommended" takes each class type in turn, so the first page shows the whole range; within a
 * type, and for the publication order, classes are scattered by their slug.
 */
function recommendationRanks(slugs: { slug: string; classType: ClassType }[]): Map<string, number> {
  const byType = new Map<ClassType, string[]>();
  for (const c of [...slugs].sort((a, b) => scatter(`${a.slug}#rank`) - scatter(`${b.slug}#rank`)))
    byType.set(c.classType, [...(byType.get(c.classType) ?? []), c.slug]);
  const queues = [...byType.values()];
  const ranks = new Map<string, number>();
  while (ranks.size < slugs.length)
    for (const queue of queues) {
      const slug = queue.shift();
      if (slug) ranks.set(slug, ranks.size);
    }
  return ranks;
}

export function demoVideoRows(): DemoVideoRow[] {
  const withSlugs = demoClasses().map((c) => ({ ...c, slug: slugOf(c.title) }));
  const ranks = recommendationRanks(withSlugs);
  const newestFirst = [...withSlugs]
    .sort((a, b) => scatter(a.slug) - scatter(b.slug))
    .map((c) => c.slug);
  return withSlugs.map((c) => {
    const rendition = `/media/classes/${renditionOf[c.classType]}`;
    return {
      slug: c.slug,
      title: c.title,
      summary: c.summary,
      studio: c.studio,
      instructor: c.instructor,
      classType: c.classType,
      equipment: c.equipment,
      level: c.level,
      bodyFocus: c.bodyFocus,
      limitations: c.limitations ?? [],
      targetMuscles: c.muscles,
      durationSeconds: c.minutes * 60,
      calorieBurn: calorieBurnOf(c.classType, c.level, c.minutes),
      mhr: heartRateFactorOf(c.classType, c.level),
      streamPath: `${rendition}/${lengthFileName('index.m3u8', c.minutes)}`,
      captionsPath: `${rendition}/${lengthFileName('captions.vtt', c.minutes)}`,
      posterPath: `/media/posters/classes/${c.slug}.svg`,
      publishedHoursAgo: newestFirst.indexOf(c.slug) * PUBLISHED_EVERY_HOURS,
      recommendationRank: ranks.get(c.slug)!,
    };
  });
}

export interface DemoProgramRow {
  slug: string;
  title: string;
  summary: string;
  posterPath: string;
  recommendationRank: number;
  /** Class slugs, week by week. */
  weeks: string[][];
}

export function demoProgramRows(): DemoProgramRow[] {
  return demoPrograms().map((p, i) => {
    const slug = slugOf(p.title);
    return {
      slug,
      title: p.title,
      summary: p.summary,
      posterPath: `/media/posters/programs/${slug}.svg`,
      recommendationRank: i,
      weeks: p.weeks.map((week) => week.map(slugOf)),
    };
  });
}

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take minutes each, longest first (CI's PostgreSQL run, 4 December 2026:
 * 80-220 s each; every other file under 60 s). On a fresh clone Vitest has no timings and starts
 * the largest files first, which put the fuzz sweep (a short file) last: three minutes with one
 * worker busy and three idle at the end of the stage. Started first, they run beside the rest.
 */
export const SLOW_FILES = [
  'apps/server/src/sweeps/object-authorization.test.ts',
  'apps/server/src/sweeps/fuzz.test.ts',
  'apps/server/src/shutdown.test.ts',
  'apps/server/src/tracing.test.ts',
  'apps/server/src/sweeps/cross-studio-booking.test.ts',
  'apps/server/src/sweeps/ffmpeg-inputs.test.ts',
  'apps/server/src/platform/db/migrate.test.ts',
];

const rank = (file: TestSpecification) => {
  const at = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(slow));
  return at < 0 ? SLOW_FILES.length : at;
};

/** Vitest's own order (timings of earlier runs when it has them), with SLOW_FILES moved first. */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, i) => ({ file, i }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
      .map(({ file }) => file);
  }
}

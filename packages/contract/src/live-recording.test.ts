import { describe, expect, it } from 'vitest';
import { recordedTitle } from './live-recording.ts';

describe('recordedTitle', () => {
  it('names the class with its Eastern date and start time', () => {
    // 21:00 UTC on December 1st is 4:00 PM in New York (EST, UTC-5).
    expect(recordedTitle('Open Studio', '2026-12-01T21:00:00Z')).toBe(
      'Open Studio, Dec 1, 4:00 PM ET',
    );
    // 02:30 UTC on July 4th is still July 3rd in New York (EDT, UTC-4).
    expect(recordedTitle('  Core Flow ', new Date('2027-07-04T02:30:00Z'))).toBe(
      'Core Flow, Jul 3, 10:30 PM ET',
    );
  });

  it('shortens a long class title so the whole fits a library title (200 characters)', () => {
    const title = recordedTitle('x'.repeat(200), '2026-12-01T21:00:00Z');
    expect(title).toHaveLength(200);
    expect(title.endsWith('x, Dec 1, 4:00 PM ET')).toBe(true);
  });
});

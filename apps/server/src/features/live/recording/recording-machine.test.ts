// A recording's machine: every move it allows, named, and every other refused; its states are
// exactly what live_recordings' CHECK lets in.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { checkedValues, expectExactMoves } from '../../../../test/machine-kit.ts';
import type { Selectable } from 'kysely';
import type { Tables } from '../../../platform/db/database.ts';
import { recording, type RecordingState } from './recording-machine.ts';

describe("a recording's state machine", () => {
  it('moves a recording only as its use cases do', () => {
    expectExactMoves(recording, [
      'none -> recording',
      'recording -> processing',
      'processing -> ready',
      'processing -> failed',
      'failed -> processing',
      'processing -> recording',
      'ready -> recording',
      'failed -> recording',
    ]);
    expectTypeOf<RecordingState>().toEqualTypeOf<Selectable<Tables['live_recordings']>['state']>();
  });

  describe('in the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('live_recordings.state allows exactly the machine’s states', async () => {
      expect(await checkedValues(t, 'live_recordings', 'state')).toEqual([...recording.states]);
    });
  });
});

// A recording's machine: every move it allows, named, and every other refused; its states are
// exactly what live_recordings' CHECK lets in.
import { describe, expectTypeOf, it } from 'vitest';
import { describeStatesInDatabase, expectExactMoves } from '../../../../test/machine-kit.ts';
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
});

describeStatesInDatabase([['live_recordings', 'state', recording]]);

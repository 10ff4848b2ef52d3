// An uploaded class's machine: every move it allows, named, and every other refused; its states
// are exactly what console_videos' CHECK and the contract let in.
import { describe, expectTypeOf, it } from 'vitest';
import type { ConsoleVideoState } from '@jetsweat/contract';
import { describeStatesInDatabase, expectExactMoves } from '../../../../test/machine-kit.ts';
import { consoleVideo } from './video-machine.ts';

describe("an uploaded class's state machine", () => {
  it('moves an upload only as its use cases do', () => {
    expectExactMoves(consoleVideo, [
      'none -> waiting',
      'waiting -> processing',
      'processing -> ready',
      'processing -> failed',
      'failed -> processing',
    ]);
    expectTypeOf<(typeof consoleVideo.states)[number]>().toEqualTypeOf<ConsoleVideoState>();
  });
});

describeStatesInDatabase([['console_videos', 'state', consoleVideo]]);

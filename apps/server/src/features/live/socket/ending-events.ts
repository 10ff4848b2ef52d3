import { liveEndingEvents } from '@jetsweat/contract';
import type { EndingListener } from '../service.ts';
import { roomOf, type LiveServer } from './socket-kit.ts';

/**
 * Tells a class's room, on every instance (through the adapter), that its instructor ended the
 * class or resumed it (issue 51, item 3): the members' pages show the end within a moment.
 */
export const endingAnnouncer = (io: LiveServer): EndingListener => ({
  ended: (e) => io.to(roomOf(e.liveClassId)).emit(liveEndingEvents.ended, e),
  resumed: (liveClassId) =>
    io.to(roomOf(liveClassId)).emit(liveEndingEvents.resumed, { liveClassId }),
});

import { useCallback, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  LIVE_ROSTER_MAX,
  liveRosterEvents as rosterEvents,
  type Roster,
  type RosterChange,
  type RosterMember,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { emitWithAck } from './room-socket.ts';

/** Present first, then by name: the room as the instructor scans it (as the server sorts it). */
const byPresenceThenName = (a: RosterMember, b: RosterMember) =>
  Number(b.present) - Number(a.present) || a.name.localeCompare(b.name) || a.userId - b.userId;

/** The roster with one member's new line in place of their old one (or added, within the bound). */
export function withLine(roster: Roster, member: RosterMember): Roster {
  const known = roster.members.some((m) => m.userId === member.userId);
  if (!known && roster.members.length >= LIVE_ROSTER_MAX)
    return { ...roster, more: roster.more + 1 };
  const members = [...roster.members.filter((m) => m.userId !== member.userId), member];
  return { ...roster, members: members.sort(byPresenceThenName) };
}

/**
 * The class's roster as the server knows it, for its instructor: read once the room is entered
 * (again after each reconnection), then kept up line by line. `act` hides or shows a member's
 * camera, or removes them; the server's refusal shows as `problem`.
 */
export function useRoster(socket: Socket | null, liveClassId: number, entered: boolean) {
  const [roster, setRoster] = useState<Roster | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!socket || !entered) return;
    // Lines heard before the roster itself arrives are applied on top of it, in order: they
    // may be newer than what the roster was read with.
    let early: RosterMember[] | null = [];
    const changed = (c: RosterChange) => {
      if (c.liveClassId !== liveClassId) return;
      if (early) early.push(c.member);
      else setRoster((r) => (r ? withLine(r, c.member) : r));
    };
    socket.on(rosterEvents.member, changed);
    emitWithAck<Roster>(socket, rosterEvents.watch, { liveClassId }).then(
      (r) => {
        setRoster((early ?? []).reduce(withLine, r));
        early = null;
        setProblem(null);
      },
      (err: unknown) => setProblem(errorMessage(err)),
    );
    return () => {
      socket.off(rosterEvents.member, changed);
    };
  }, [socket, liveClassId, entered]);

  const act = useCallback(
    async (event: 'hideCamera' | 'showCamera' | 'remove', userId: number) => {
      if (!socket) return;
      try {
        await emitWithAck(socket, rosterEvents[event], { liveClassId, userId });
        setProblem(null);
      } catch (err) {
        setProblem(errorMessage(err));
      }
    },
    [socket, liveClassId],
  );

  return { roster, problem, act };
}
export type RosterState = ReturnType<typeof useRoster>;

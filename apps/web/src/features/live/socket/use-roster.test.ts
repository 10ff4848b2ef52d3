import { describe, expect, it } from 'vitest';
import { LIVE_ROSTER_MAX, type Roster, type RosterMember } from '@jetsweat/contract';
import { camerasShown } from '../member-cameras.tsx';
import type { MemberCamera } from './use-instructor-peers.ts';
import { withLine } from './use-roster.ts';

const member = (userId: number, name: string, over: Partial<RosterMember> = {}): RosterMember => ({
  userId,
  name,
  present: true,
  cameraOn: false,
  cameraHidden: false,
  removed: false,
  joinedAt: null,
  ...over,
});
const roster = (members: RosterMember[], more = 0): Roster => ({ liveClassId: 1, members, more });

describe('the roster kept up line by line', () => {
  it('puts a member’s new line in place of the old one, present first and by name', () => {
    const r = roster([member(1, 'Ann A.'), member(2, 'Bea B.')]);
    const left = withLine(r, member(1, 'Ann A.', { present: false }));
    expect(left.members.map((m) => [m.name, m.present])).toEqual([
      ['Bea B.', true],
      ['Ann A.', false],
    ]);
    const came = withLine(left, member(3, 'Abe C.'));
    expect(came.members.map((m) => m.userId)).toEqual([3, 2, 1]);
  });

  it('counts a newcomer past the bound instead of listing them', () => {
    const full = roster(Array.from({ length: LIVE_ROSTER_MAX }, (_, i) => member(i + 1, `M ${i}`)));
    const more = withLine(full, member(10_000, 'New N.'));
    expect(more.members).toHaveLength(LIVE_ROSTER_MAX);
    expect(more.more).toBe(1);
  });
});

describe('the camera tiles the instructor sees', () => {
  const picture = {} as MediaStream;
  const tiles: MemberCamera[] = [
    { socketId: 'a', userId: 1, stream: picture },
    { socketId: 'b', userId: 2, stream: picture },
  ];

  it('shows a picture only while the server says that camera is on (off or hidden: gone)', () => {
    const r = roster([
      member(1, 'Ann A.', { cameraOn: true }),
      member(2, 'Bea B.', { cameraOn: false, cameraHidden: true }),
    ]);
    expect(camerasShown(tiles, r).map((c) => c.userId)).toEqual([1]);
  });

  it('shows every picture that arrives before the roster does', () => {
    expect(camerasShown(tiles, null)).toHaveLength(2);
  });
});

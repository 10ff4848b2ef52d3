import { describe, expect, it } from 'vitest';
import { boardSchema, coachBoardSchema, LIVE_BOARD_TOP } from '@jetsweat/contract';
import {
  boardFor,
  boardLabel,
  coachBoardOf,
  rankBoard,
  seatIdOf,
  type BoardEntry,
} from './board-lines.ts';

const seat = (userId: number) => seatIdOf('test-key', 7, userId);
const entry = (userId: number, zonePoints: number, calories = 0): BoardEntry => ({
  userId,
  seat: seat(userId),
  label: `M${userId}`,
  zone: 3,
  calories,
  zonePoints,
  bpm: 140,
});

describe('the board’s lines', () => {
  it('lists the top lines and, outside them, the receiver’s own line besides', () => {
    // 25 members, user 1 with the fewest points.
    const entries = Array.from({ length: 25 }, (_, i) => entry(i + 1, i * 2));
    const board = rankBoard(7, 'zonePoints', entries);
    const mine = boardSchema.parse(boardFor(board, 1));
    expect(mine.lines).toHaveLength(LIVE_BOARD_TOP);
    expect(mine.lines[0]).toMatchObject({ seat: seat(25), rank: 1 });
    expect(mine.lines.map((l) => l.seat)).not.toContain(seat(1));
    expect(mine.own).toMatchObject({ seat: seat(1), rank: 25 });
    expect(mine.total).toBe(25);
    // Members are not sent one another's user ids, only the seats.
    expect(mine.lines.some((l) => 'userId' in l)).toBe(false);
    expect(boardFor(board, 25).own).toMatchObject({ seat: seat(25), rank: 1 });
    expect(boardFor(board, 99).own).toBeNull();
    // The instructor's list is everyone's, with the heart rate.
    expect(coachBoardSchema.parse(coachBoardOf(board)).members).toHaveLength(25);
  });

  it('breaks ties on the other figure, then shares the rank of equal figures', () => {
    const board = rankBoard(7, 'calories', [
      entry(1, 5, 100),
      entry(2, 9, 100),
      entry(3, 9, 100.01),
      entry(4, 1, 300),
    ]);
    expect(board.ranked.map((l) => [l.userId, l.rank])).toEqual([
      [4, 1],
      [2, 2],
      [3, 2],
      [1, 4],
    ]);
  });

  it('gives each member a seat of their own in each class, telling nothing of their user id', () => {
    expect(seat(1)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(seat(1)).not.toBe(seat(2));
    expect(seatIdOf('test-key', 8, 1)).not.toBe(seat(1));
    expect(seatIdOf('other-key', 7, 1)).not.toBe(seat(1));
    expect(seat(1)).toBe(seatIdOf('test-key', 7, 1));
  });

  it('labels by name or initials, never anything else of the person', () => {
    const bea = { first_name: 'Bea', last_name: 'brown', email: 'bea@example.com' };
    expect(boardLabel(bea, 'name')).toBe('Bea b.');
    expect(boardLabel(bea, 'initials')).toBe('BB');
    expect(boardLabel(undefined, 'initials')).toBe('A member');
  });
});

import { describe, expect, it } from 'vitest';
import { leastLoaded, seatFor } from './placement.ts';

const A = 'ws://a:8188';
const B = 'ws://b:8188';
const C = 'ws://c:8188';
const urls = [A, B, C];
const loadOf = (entries: [string, number][]) => new Map(entries);

describe('placing classes on several Janus instances', () => {
  it('puts a class on the least loaded instance, the first listed on a tie', () => {
    expect(leastLoaded(urls, loadOf([]))).toBe(A);
    expect(
      leastLoaded(
        urls,
        loadOf([
          [A, 3],
          [B, 1],
          [C, 2],
        ]),
      ),
    ).toBe(B);
    expect(
      leastLoaded(
        urls,
        loadOf([
          [A, 1],
          [B, 0],
        ]),
      ),
    ).toBe(B);
    expect(
      leastLoaded(
        urls,
        loadOf([
          [A, 1],
          [B, 1],
          [C, 1],
        ]),
      ),
    ).toBe(A);
    expect(() => leastLoaded([], loadOf([]))).toThrow();
  });

  it('seats a member at the home until it holds its capacity', () => {
    const seat = (load: [string, number][]) =>
      seatFor({ urls, home: B, spreadTo: [], load: loadOf(load), capacity: 3 });
    expect(seat([[B, 2]])).toBe(B);
    expect(
      seat([
        [B, 3],
        [A, 1],
        [C, 0],
      ]),
    ).toBe(C);
  });

  it('past it, keeps the class on an instance it already spread to while that has room', () => {
    const seat = (spreadTo: string[], load: [string, number][]) =>
      seatFor({ urls, home: A, spreadTo, load: loadOf(load), capacity: 3 });
    // C is busier than B, but the class is already forwarded there: no second forwarder.
    expect(
      seat(
        [C],
        [
          [A, 3],
          [B, 0],
          [C, 2],
        ],
      ),
    ).toBe(C);
    expect(
      seat(
        [C],
        [
          [A, 3],
          [B, 0],
          [C, 3],
        ],
      ),
    ).toBe(B);
    // An instance no longer configured is not used.
    expect(
      seatFor({ urls: [A, B], home: A, spreadTo: [C], load: loadOf([[A, 3]]), capacity: 3 }),
    ).toBe(B);
  });

  it('takes the member on the least loaded instance when every one is full', () => {
    expect(
      seatFor({
        urls,
        home: A,
        spreadTo: [B],
        load: loadOf([
          [A, 5],
          [B, 4],
          [C, 3],
        ]),
        capacity: 3,
      }),
    ).toBe(C);
  });
});

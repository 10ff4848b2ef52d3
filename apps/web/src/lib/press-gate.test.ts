import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pressGate, type PressGate } from './press-gate.ts';

/** A window stand-in that counts the listeners it holds. */
class Target extends EventTarget {
  listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners++;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners--;
    super.removeEventListener(...args);
  }
}

let target: Target;
let acted: string[];
let gate: PressGate<string>;
beforeEach(() => {
  vi.useFakeTimers();
  target = new Target();
  acted = [];
  gate = pressGate<string>(target, (v) => acted.push(v));
});
afterEach(() => vi.useRealTimers());

describe('PressGate, holding an action', () => {
  it('acts at once when the pointer is not down', () => {
    gate.whenReleased('form');
    expect(acted).toEqual(['form']);
    expect(target.listeners).toBe(0);
  });

  it('holds the action until after the release, then lets go of its listeners', () => {
    gate.press();
    gate.whenReleased('form');
    expect(acted).toEqual([]);
    target.dispatchEvent(new Event('pointerup'));
    expect(acted).toEqual([]); // the release's click comes first
    vi.runAllTimers();
    expect(acted).toEqual(['form']);
    expect(target.listeners).toBe(0);
  });

  it('treats a cancelled press as a release', () => {
    gate.press();
    gate.whenReleased('form');
    target.dispatchEvent(new Event('pointercancel'));
    vi.runAllTimers();
    expect(acted).toEqual(['form']);
    expect(target.listeners).toBe(0);
  });

  it('listens once however many presses come before the release', () => {
    gate.press();
    gate.press();
    gate.press();
    expect(target.listeners).toBe(2);
    gate.whenReleased('form');
    target.dispatchEvent(new Event('pointerup'));
    vi.runAllTimers();
    expect(acted).toEqual(['form']);
    expect(target.listeners).toBe(0);
  });
});

describe('PressGate, disposed', () => {
  it('lets go of everything when disposed mid-press, and acts on nothing after', () => {
    gate.press();
    gate.whenReleased('form');
    gate.dispose();
    expect(target.listeners).toBe(0);
    target.dispatchEvent(new Event('pointerup'));
    vi.runAllTimers();
    gate.whenReleased('late');
    expect(acted).toEqual([]);
  });

  it('drops a held action when disposed between the release and its turn', () => {
    gate.press();
    gate.whenReleased('form');
    target.dispatchEvent(new Event('pointerup'));
    gate.dispose();
    vi.runAllTimers();
    expect(acted).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { actionOf, SHORTCUTS } from './shortcuts.ts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const page = { typing: false, pressable: false };

describe('the player shortcuts', () => {
  it('maps space or k, the arrows, f, c, m and ? to their actions', () => {
    expect(
      [' ', 'k', 'K', 'ArrowLeft', 'ArrowRight', 'f', 'c', 'm', '?'].map((k) =>
        actionOf(key(k), page),
      ),
    ).toEqual([
      'play-pause',
      'play-pause',
      'play-pause',
      'back',
      'forward',
      'full-screen',
      'captions',
      'mute',
      'shortcuts',
    ]);
    expect(actionOf(key('x'), page)).toBeUndefined();
  });

  it('leaves keys alone while typing, with Ctrl, Alt or Cmd, and Space on a button', () => {
    for (const k of [' ', 'k', 'ArrowLeft', 'f', 'c', 'm', '?'])
      expect(actionOf(key(k), { typing: true, pressable: false }), k).toBeUndefined();
    expect(actionOf(key('f', { ctrlKey: true }), page)).toBeUndefined();
    expect(actionOf(key('c', { metaKey: true }), page)).toBeUndefined();
    expect(actionOf(key('m', { altKey: true }), page)).toBeUndefined();
    expect(actionOf(key(' '), { typing: false, pressable: true })).toBeUndefined();
    // k still plays from a focused button: only Space presses it.
    expect(actionOf(key('k'), { typing: false, pressable: true })).toBe('play-pause');
  });

  it('lists every action once in the dialog', () => {
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions).toHaveLength(7);
  });
});

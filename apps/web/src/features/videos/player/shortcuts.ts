/** What a key does in the class player. */
export type PlayerAction =
  'play-pause' | 'back' | 'forward' | 'full-screen' | 'captions' | 'mute' | 'shortcuts';

/** The shortcuts as the "?" dialog lists them, in its order. */
export const SHORTCUTS: { keys: string[]; what: string; action: PlayerAction }[] = [
  { keys: ['Space', 'K'], what: 'Play or pause', action: 'play-pause' },
  { keys: ['←'], what: 'Back 10 seconds', action: 'back' },
  { keys: ['→'], what: 'Forward 10 seconds', action: 'forward' },
  { keys: ['F'], what: 'Full screen on or off', action: 'full-screen' },
  { keys: ['C'], what: 'Captions on or off', action: 'captions' },
  { keys: ['M'], what: 'Sound off or on', action: 'mute' },
  { keys: ['?'], what: 'Show these shortcuts', action: 'shortcuts' },
];

const BY_KEY: Record<string, PlayerAction> = {
  ' ': 'play-pause',
  k: 'play-pause',
  K: 'play-pause',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  f: 'full-screen',
  F: 'full-screen',
  c: 'captions',
  C: 'captions',
  m: 'mute',
  M: 'mute',
  '?': 'shortcuts',
};

/** Where a key belongs to the element itself. */
export interface KeyTarget {
  /** A text field, a select or editable text: every key types or chooses there. */
  typing: boolean;
  /** A button, link or other control that Space (or Enter) presses. */
  pressable: boolean;
}

/**
 * The player's action for a key, or undefined when the key is the browser's or the focused
 * element's: with Ctrl, Alt or Cmd held, while typing, and Space on a control it would press.
 */
export function actionOf(
  key: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  target: KeyTarget,
): PlayerAction | undefined {
  if (key.ctrlKey || key.metaKey || key.altKey || target.typing) return undefined;
  const action = BY_KEY[key.key];
  if (action === 'play-pause' && key.key === ' ' && target.pressable) return undefined;
  return action;
}

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="link"], [role="menuitem"]';

/** What the focused element does with keys itself. */
export function keyTargetOf(target: EventTarget | null): KeyTarget {
  if (!(target instanceof Element)) return { typing: false, pressable: false };
  return {
    typing: target.closest(TYPING) !== null,
    pressable: target.closest(PRESSABLE) !== null,
  };
}

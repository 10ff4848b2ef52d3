import { useEffect, useRef } from 'react';
import { actionOf, keyTargetOf, type PlayerAction } from './shortcuts.ts';

/**
 * The player's keys, anywhere on the class page: never while typing in a field or with a dialog
 * open (its own keys come first), and Space only where it would not press a focused control.
 */
export function usePlayerShortcuts(run: (action: PlayerAction) => void) {
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || document.querySelector('dialog[open]')) return;
      const action = actionOf(e, keyTargetOf(e.target));
      if (!action) return;
      // The browser's own: Space scrolls the page, the video's controls seek by other steps.
      e.preventDefault();
      runRef.current(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

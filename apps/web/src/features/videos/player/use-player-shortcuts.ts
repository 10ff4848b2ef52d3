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
    // With the video or its built-in controls focused (the seek slider moves 1% of the class on
    // an arrow, issue 56), the key is the player's before it reaches them: taken on the way
    // down and stopped there, so it moves the class once, by the shortcut's step.
    const onVideoKey = (e: KeyboardEvent) => {
      if (!(e.target instanceof HTMLVideoElement)) return;
      if (document.querySelector('dialog[open]')) return;
      const action = actionOf(e, keyTargetOf(e.target));
      if (!action) return;
      e.preventDefault();
      e.stopPropagation();
      runRef.current(action);
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('keydown', onVideoKey, { capture: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('keydown', onVideoKey, { capture: true });
    };
  }, []);
}

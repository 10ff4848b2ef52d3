/** A held action's gate: see pressGate. */
export interface PressGate<T> {
  /** The pointer went down: hold what comes until it is let go (a second press adds nothing). */
  press(): void;
  /** Runs the action with `value` now, or after the release if the pointer is down. */
  whenReleased(value: T): void;
  /** The form left the page: listeners let go of, anything held dropped, nothing runs after. */
  dispose(): void;
}

/**
 * Holds an action back while the pointer is down, and runs it once the pointer is let go and the
 * release's own click has been handled (deferred-form.tsx says why a form cannot be swapped under
 * a press). `target` is where the release is heard: the window in the page, any EventTarget in a
 * test. A closure rather than a class: it is in every page's first load, and its state minifies
 * to local names where a class's fields keep theirs.
 */
export function pressGate<T>(target: EventTarget, act: (value: T) => void): PressGate<T> {
  let pressed = false;
  let disposed = false;
  let held: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const listen = (on: boolean) => {
    pressed = on;
    for (const type of ['pointerup', 'pointercancel'])
      if (on) target.addEventListener(type, release);
      else target.removeEventListener(type, release);
  };
  const release = () => {
    listen(false);
    // After the click the release makes, which must reach the button it was pressed on.
    timer = setTimeout(() => {
      const value = held;
      held = null;
      if (value) act(value.value);
    });
  };

  return {
    press() {
      if (!pressed && !disposed) listen(true);
    },
    whenReleased(value) {
      if (disposed) return;
      if (pressed) held = { value };
      else act(value);
    },
    dispose() {
      disposed = true;
      if (pressed) listen(false);
      clearTimeout(timer);
      held = null;
    },
  };
}

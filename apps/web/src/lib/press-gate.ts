/**
 * Holds an action back while the pointer is down, and runs it once the pointer is let go and the
 * release's own click has been handled (deferred-form.tsx says why a form cannot be swapped under
 * a press). `target` is where the release is heard: the window in the page, any EventTarget in a
 * test. `dispose` (the form leaving the page mid-press) lets go of the listeners and drops what
 * was held, so nothing runs for a form that is gone.
 */
export class PressGate<T> {
  private pressed = false;
  private disposed = false;
  private held: { value: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly target: EventTarget,
    private readonly act: (value: T) => void,
  ) {}

  /** The pointer went down: hold what comes until it is let go (a second press adds nothing). */
  press(): void {
    if (this.pressed || this.disposed) return;
    this.pressed = true;
    this.target.addEventListener('pointerup', this.release);
    this.target.addEventListener('pointercancel', this.release);
  }

  /** Runs `act` with `value` now, or after the release if the pointer is down. */
  whenReleased(value: T): void {
    if (this.disposed) return;
    if (this.pressed) this.held = { value };
    else this.act(value);
  }

  dispose(): void {
    this.disposed = true;
    this.stopListening();
    clearTimeout(this.timer);
    this.held = null;
  }

  private readonly release = () => {
    this.stopListening();
    // After the click the release makes, which must reach the button it was pressed on.
    this.timer = setTimeout(() => {
      const held = this.held;
      this.held = null;
      if (held) this.act(held.value);
    });
  };

  private stopListening() {
    if (!this.pressed) return;
    this.pressed = false;
    this.target.removeEventListener('pointerup', this.release);
    this.target.removeEventListener('pointercancel', this.release);
  }
}

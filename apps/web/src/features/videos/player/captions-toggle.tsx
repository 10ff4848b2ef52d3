/**
 * The captions button (state from use-captions.ts). The browser's own menu can do the same; this
 * button is easy to find, reachable by keyboard, and says its state.
 */
export function CaptionsToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="btn btn--ghost" aria-pressed={on} onClick={onToggle}>
      <span aria-hidden="true">CC</span> Captions
    </button>
  );
}

import { Modal } from '../../../ui/modal.tsx';
import { SHORTCUTS } from './shortcuts.ts';

/** The player's keyboard shortcuts, opened with "?" or its button; Escape closes it. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Keyboard shortcuts" onClose={onClose} width="min(420px, 92vw)">
      <dl className="shortcuts">
        {SHORTCUTS.map((s) => (
          <div key={s.action}>
            <dt>
              {s.keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && ' or '}
                  <kbd>{k}</kbd>
                </span>
              ))}
            </dt>
            <dd>{s.what}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcuts__note">Shortcuts do not work while you type in a field.</p>
    </Modal>
  );
}

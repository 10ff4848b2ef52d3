import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { brand } from '@jetsweat/contract';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  subtitle?: ReactNode;
  onClose?: () => void;
  /** Shows the close X (default true). */
  closable?: boolean;
  /** Overlay clicks and Escape do nothing (the no-action variant). */
  preventClose?: boolean;
  colour?: string;
  width?: string;
  children?: ReactNode;
}

/** While open: focus moves into the dialog (and back after), and Escape closes unless prevented. */
function useDialogFocus(
  open: boolean,
  dialogRef: RefObject<HTMLDivElement | null>,
  onEscape: (() => void) | undefined,
) {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>(
      'input, button, a, select, textarea',
    );
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onEscape?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, dialogRef, onEscape]);
}

/** The shared modal: overlay z-index 10000, default colour #9ac8b9, overlay click closes. */
export function Modal({
  open,
  title,
  subtitle,
  onClose,
  closable = true,
  preventClose,
  colour,
  width,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useDialogFocus(open, dialogRef, preventClose ? undefined : onClose);

  if (!open) return null;
  return (
    <div
      className="modal-overlay"
      style={{ zIndex: brand.modal.overlayZIndex }}
      data-testid="modal-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && !preventClose) onClose?.();
      }}
    >
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={dialogRef}
        style={width ? { width } : undefined}
      >
        <div className="modal__head" style={{ background: colour ?? brand.modal.defaultColour }}>
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {subtitle ? <p className="modal__subtitle">{subtitle}</p> : null}
          {closable && onClose ? (
            <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}

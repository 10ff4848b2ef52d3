import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
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
  /**
   * False lets the page behind take clicks for a while (default true): a bank's own check, which
   * Stripe.js adds to the end of the page, would otherwise sit behind the dialog, out of reach.
   */
  modal?: boolean;
  colour?: string;
  width?: string;
  children?: ReactNode;
}

/** Shows the dialog the way `modal` says, even after the browser closed it on its own. */
function show(dialog: HTMLDialogElement, modal: boolean) {
  if (modal) dialog.showModal();
  else dialog.show();
}

/**
 * The browser's own modal dialog: showModal() keeps focus inside and makes the page behind inert,
 * and focus goes back to the element that opened it once it closes.
 */
function useNativeDialog(dialogRef: RefObject<HTMLDialogElement | null>, modal: boolean) {
  // Layout effects, so the dialog is closed before React takes it out of the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef]);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || (dialog.open && dialog.matches(':modal') === modal)) return;
    const focused = document.activeElement;
    if (dialog.open) dialog.close();
    show(dialog, modal);
    // Switching between modal and not must not move the person's place in the form.
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
  }, [dialogRef, modal]);
}

/** The dialog, shown for as long as it is mounted. */
function OpenModal({
  title,
  subtitle,
  onClose,
  closable = true,
  preventClose,
  modal = true,
  colour,
  width,
  children,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useNativeDialog(dialogRef, modal);

  return (
    <dialog
      ref={dialogRef}
      className="modal-overlay"
      // The top layer already puts the dialog above everything; the specified z-index stays for
      // the moments it is shown without it (modal={false}).
      style={{ zIndex: brand.modal.overlayZIndex }}
      data-testid="modal-overlay"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        // Without this the browser closes a modal dialog on a second Escape whatever we say.
        if (e.key === 'Escape' && preventClose) e.preventDefault();
      }}
      onCancel={(e) => {
        e.preventDefault();
        if (!preventClose) onClose?.();
      }}
      onClose={(e) => {
        // The browser closed it by itself: the page still wants it shown.
        if (!e.currentTarget.open) show(e.currentTarget, modal);
      }}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && !preventClose) onClose?.();
      }}
    >
      <div className="modal" style={width ? { width } : undefined}>
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
    </dialog>
  );
}

/** The shared modal: overlay z-index 10000, default colour #9ac8b9, overlay click closes. */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

import { lazy, Suspense, useEffect, useRef } from 'react';
import { marketingConstants, type DemoAudience } from '@jetsweat/contract';
import { Modal } from '../../ui/modal.tsx';
import { Loader } from '../../ui/loader.tsx';

// The form (and the form library) loads when someone opens the modal, not with the page.
const DemoRequestForm = lazy(() =>
  import('./demo-request-form.tsx').then((m) => ({ default: m.DemoRequestForm })),
);

/** Set on <body> while the contact modal is open: the page behind it stops scrolling. */
export const MODAL_OPEN_CLASS = 'modal-open';

/**
 * 'Get In Contact': the demo-request form in the shared modal. Up and Down arrows scroll it by
 * 20 px (except inside a list or a text box, where the arrows already mean something).
 */
export function DemoRequestModal({
  open,
  onClose,
  audience,
}: {
  open: boolean;
  onClose: () => void;
  audience: DemoAudience;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add(MODAL_OPEN_CLASS);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('textarea, select')) return;
      e.preventDefault();
      scrollRef.current?.scrollBy({
        top:
          e.key === 'ArrowDown'
            ? marketingConstants.modalKeyScrollPx
            : -marketingConstants.modalKeyScrollPx,
      });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove(MODAL_OPEN_CLASS);
    };
  }, [open]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Get In Contact"
      subtitle="Ask about our flexible pricing options!"
    >
      <div className="demo-modal__scroll" ref={scrollRef} data-testid="contact-modal-scroll">
        <Suspense fallback={<Loader />}>
          <DemoRequestForm audience={audience} />
        </Suspense>
      </div>
    </Modal>
  );
}

import { lazy, Suspense, useCallback, useState } from 'react';
import type { DemoAudience } from '@jetsweat/contract';

// The modal, its form and the form library load when someone opens it, not with the page.
const DemoRequestModal = lazy(() =>
  import('./demo-request-modal.tsx').then((m) => ({ default: m.DemoRequestModal })),
);

/** Every demo button of a page for organisations opens the same contact modal. */
export function useDemoModal(audience: DemoAudience) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const modal = open ? (
    <Suspense fallback={null}>
      <DemoRequestModal open onClose={() => setOpen(false)} audience={audience} />
    </Suspense>
  ) : null;
  return { show, modal };
}

import { useCallback, useState } from 'react';
import type { DemoAudience } from '@jetsweat/contract';
import { DemoRequestModal } from './demo-request-modal.tsx';

/** Every demo button of a page for organisations opens the same contact modal. */
export function useDemoModal(audience: DemoAudience) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const modal = <DemoRequestModal open={open} onClose={() => setOpen(false)} audience={audience} />;
  return { show, modal };
}

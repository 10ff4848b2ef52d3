import type { ReactNode } from 'react';

/**
 * A wide console table's sideways scroller (reports, pack sales): focusable, so a keyboard can scroll it on a phone's screen,
 * and named after its table for whoever lands on it.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable as the tabs' panels are: the arrow keys then scroll it.
    <div className="console__scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

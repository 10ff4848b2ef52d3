import { lazy, Suspense, useState } from 'react';

// The form (and the form library) loads when the member opens it, not with the class page.
const ScheduleClassPanel = lazy(() =>
  import('./schedule-class-panel.tsx').then((m) => ({ default: m.ScheduleClassPanel })),
);

/** "Schedule this class": a button that opens the form to choose a day and time. */
export function ScheduleClassForm({ videoId }: { videoId: number }) {
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className="btn btn--ghost"
      onClick={() => setOpen(true)}
      disabled={open}
      aria-busy={open || undefined}
    >
      Schedule this class
    </button>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <ScheduleClassPanel videoId={videoId} />
    </Suspense>
  );
}

import { useState } from 'react';
import type { AuditEntry } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useAudit } from './api/console.ts';

const actionNames: Record<AuditEntry['action'], string> = {
  'studio_page.update': 'changed the studio page',
  'invite.create': 'sent an invite',
  'invite.accept': 'accepted an invite',
  'video.create': 'added an on-demand class',
  'video.update': 'changed a class’s details',
  'video.upload': 'uploaded a class’s video',
  'video.captions': 'attached captions',
  'video.retry': 'retried a transcode',
  'video.publish': 'published a class',
  'video.unpublish': 'unpublished a class',
  'live_class.create': 'scheduled a live class',
  'live_class.update': 'changed a live class',
  'live_class.cancel': 'cancelled a live class',
  'coupon.create': 'created a coupon',
  'coupon.update': 'changed a coupon',
  'package.price': 'changed a price',
  'studio_details.update': 'changed the class types, levels, equipment or domain',
  'studio_image.update': 'replaced an image',
  'instructor.create': 'added an instructor',
  'instructor.update': 'changed an instructor',
  'instructor.delete': 'removed an instructor',
  'instructor.reorder': 'reordered the instructors',
  'testimonial.create': 'added a testimonial',
  'testimonial.update': 'changed a testimonial',
  'testimonial.delete': 'removed a testimonial',
  'testimonial.reorder': 'reordered the testimonials',
  'studio_image.remove': 'removed an image',
  'instructor_photo.remove': 'removed an instructor’s photo',
  'booking_policy.update': 'changed the booking policy',
  'live_member.hide_camera': 'hid a member’s camera in a live class',
  'live_member.show_camera': 'let a member’s camera be seen again in a live class',
  'live_member.remove': 'removed a member from a live class',
  'client_note.create': 'added a note on a client',
  'live_class.message': 'e-mailed a class’s attendees',
  'pack.create': 'added a class pack',
  'pack.update': 'changed a class pack',
  'pack.refund': 'refunded a class pack',
  'booking_fee.waive': 'waived a late-cancel or no-show fee',
  'video.chapters': 'replaced a class’s chapters',
};

const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Each field the entry changed: before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const before = (entry.before ?? {}) as Record<string, unknown>;
  return (
    <ul className="console__change">
      {Object.keys(after).map((k) => (
        <li key={k}>
          {k}: {k in before ? `${shown(before[k])} → ` : ''}
          {shown(after[k])}
        </li>
      ))}
    </ul>
  );
}

/** The studio's audit log, newest first, a page at a time. */
export function AuditSection({ studioId }: { studioId: number }) {
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const before = pages[pages.length - 1];
  const audit = useAudit(studioId, before);
  return (
    <section className="console__card" aria-labelledby="console-audit">
      <h2 id="console-audit">Audit log</h2>
      {audit.isPending ? <Loader /> : null}
      {audit.isError ? <FormMessage error={errorMessage(audit.error)} /> : null}
      {audit.data ? (
        audit.data.entries.length === 0 ? (
          <p>No changes yet.</p>
        ) : (
          <ol className="console__list" aria-label="Changes, newest first">
            {audit.data.entries.map((e) => (
              <li key={e.id} className="console__row">
                <div>
                  <strong>{e.actorName}</strong> {actionNames[e.action]}{' '}
                  <span className="console__muted">
                    <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
                  </span>
                  <Changes entry={e} />
                </div>
              </li>
            ))}
          </ol>
        )
      ) : null}
      <div className="console__actions">
        {pages.length > 1 ? (
          <button type="button" className="btn" onClick={() => setPages(pages.slice(0, -1))}>
            Newer
          </button>
        ) : null}
        {audit.data?.nextBefore ? (
          <button
            type="button"
            className="btn"
            onClick={() => setPages([...pages, audit.data.nextBefore ?? undefined])}
          >
            Older
          </button>
        ) : null}
      </div>
    </section>
  );
}

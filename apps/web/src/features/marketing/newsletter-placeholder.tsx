/**
 * The footer's newsletter form as it looks while its code arrives (it is its own chunk, so the
 * form library is not part of every page's first load): the same place, not yet usable.
 */
export function NewsletterPlaceholder() {
  return (
    <div className="footer__newsletter" aria-busy="true">
      <input type="email" placeholder="Your email address" aria-label="Email address" disabled />
      <button className="btn btn--brand" type="button" disabled>
        Subscribe
      </button>
    </div>
  );
}

import type { FocusEventHandler, FormEventHandler } from 'react';

/**
 * The footer's newsletter form as markup: the same before its code arrives (`field` gives just
 * the name) and once working (`field` is the form library's register, `text` its answer).
 */
export function NewsletterFormView(props: {
  field: (name: 'email') => { name: string };
  text?: string | null;
  sending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
}) {
  return (
    <form
      className="footer__newsletter"
      onSubmit={props.onSubmit}
      onFocus={props.onFocus}
      noValidate
    >
      <label className="visually-hidden" htmlFor="newsletter-email">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        placeholder="Your email address"
        autoComplete="email"
        {...props.field('email')}
      />
      <button className="btn btn--brand" type="submit" disabled={props.sending}>
        Subscribe
      </button>
      {props.text ? (
        <p role="status" style={{ width: '100%', margin: 0 }}>
          {props.text}
        </p>
      ) : null}
    </form>
  );
}

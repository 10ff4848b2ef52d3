import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Load the page from the server (a full page load), not within the app. */
  reloadDocument?: boolean;
};

/** An address outside the app (another site, mail): the browser follows it as it is. */
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A link to a page of the app, followed without reloading (a new tab, a modified click or another
 * target still goes to the browser). The app's own, on react-router's public hooks: the router's
 * <Link> carries the framework mode's prefetching and route discovery, which this app does not
 * use, and that code was on every page's first load (see docs/decisions/0075-first-load.md).
 */
export function Link({ to, replace, state, reloadDocument, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  const outside = typeof to === 'string' && ABSOLUTE.test(to);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !outside && !reloadDocument) follow(event);
  };
  return <a {...rest} href={outside ? (to as string) : href} target={target} onClick={click} />;
}

/**
 * A link that knows when it points at the page shown: class "active" and aria-current="page"
 * then, as react-router's NavLink; `end` makes only the exact address count, not its sub-pages.
 */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const here = pathname.toLowerCase();
  const base = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here.charAt(base) === '/');
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link {...props} className={classes || undefined} aria-current={active ? 'page' : undefined} />
  );
}

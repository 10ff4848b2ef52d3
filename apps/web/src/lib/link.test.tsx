import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link.tsx';

const at = (path: string, ui: React.ReactNode) =>
  renderToString(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

describe('Link', () => {
  it('points at the page, its other attributes kept', () => {
    const html = at('/', <Link to="/studios" className="pill" aria-label="All studios" />);
    expect(html).toBe('<a class="pill" aria-label="All studios" href="/studios"></a>');
  });

  it('leaves an address outside the app as it is', () => {
    expect(at('/', <Link to="https://example.com/a">x</Link>)).toContain(
      'href="https://example.com/a"',
    );
    expect(at('/', <Link to="mailto:help@example.com">x</Link>)).toContain(
      'href="mailto:help@example.com"',
    );
  });
});

describe('NavLink', () => {
  it('marks the page shown as active and current', () => {
    const html = at('/newplatform/progress', <NavLink to="/newplatform/progress">P</NavLink>);
    expect(html).toContain('class="active"');
    expect(html).toContain('aria-current="page"');
  });

  it('counts a sub-page unless end is set', () => {
    expect(
      at('/newplatform/programs/4', <NavLink to="/newplatform/programs">P</NavLink>),
    ).toContain('aria-current="page"');
    expect(
      at(
        '/newplatform/programs/4',
        <NavLink to="/newplatform/programs" end>
          P
        </NavLink>,
      ),
    ).not.toContain('aria-current');
  });

  it('does not count an address that only starts with the same letters', () => {
    const html = at('/newplatform/programsx', <NavLink to="/newplatform/programs">P</NavLink>);
    expect(html).not.toContain('active');
  });
});

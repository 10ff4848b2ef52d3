import { Link } from 'react-router';
import { externalLinks, paths } from '../lib/paths.ts';
import { useStudioMenu } from './studio-menu.ts';

export type NavVariant = 'marketing' | 'site' | 'studio';

/** Which bar a page shows: marketing pages, a studio's own page, or the rest of the site. */
export function navVariantFor(pathname: string): NavVariant {
  if (
    pathname === paths.home ||
    pathname.startsWith(paths.whoWeServe) ||
    pathname === paths.howItWorks
  )
    return 'marketing';
  if (pathname.startsWith(`${paths.studios}/`)) return 'studio';
  return 'site';
}

function Dropdown({
  label,
  items,
  onOpen,
}: {
  label: string;
  items: { to: string; label: string }[];
  onOpen?: () => void;
}) {
  return (
    <li>
      <details className="nav__menu" onToggle={(e) => e.currentTarget.open && onOpen?.()}>
        <summary>{label}</summary>
        <ul>
          {items.map((i) => (
            <li key={i.to}>
              {/* The bar stays on screen across pages, so a chosen item closes its menu. */}
              <Link
                to={i.to}
                onClick={(e) => e.currentTarget.closest('details')?.removeAttribute('open')}
              >
                {i.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The blog and the gear shop, outside the product: in the bar and in the footer. */
export function BlogAndGear() {
  return (
    <>
      <li>
        <a href={externalLinks.blog}>Blog</a>
      </li>
      <li>
        <a href={externalLinks.gear}>Gear</a>
      </li>
    </>
  );
}

/** The marketing pages' menus: partners, individuals, organisations. */
function MarketingLinks() {
  const studioMenu = useStudioMenu();
  return (
    <>
      <Dropdown label="Wellness Partners" items={studioMenu.items} onOpen={studioMenu.load} />
      <Dropdown
        label="For Individuals"
        items={[
          { to: paths.howItWorks, label: 'How it Works' },
          { to: paths.liveSchedule, label: 'Live Schedule' },
        ]}
      />
      <Dropdown
        label="For Organizations"
        items={[
          { to: paths.healthPlans, label: 'Health Plans' },
          { to: paths.employers, label: 'Employers' },
          { to: paths.schools, label: 'Education' },
        ]}
      />
    </>
  );
}

function SiteLinks() {
  const studioMenu = useStudioMenu();
  return (
    <>
      <Dropdown label="Studios" items={studioMenu.items} onOpen={studioMenu.load} />
      <li>
        <Link to={paths.howItWorks}>How it Works</Link>
      </li>
      <li>
        <Link to={paths.liveSchedule}>Live Schedule</Link>
      </li>
      <BlogAndGear />
    </>
  );
}

function StudioLinks({ onWhiteLabelDomain }: { onWhiteLabelDomain: boolean }) {
  return (
    <>
      {onWhiteLabelDomain ? null : (
        <li>
          <Link to={paths.studios}>Studios</Link>
        </li>
      )}
      <li>
        <Link to={paths.howItWorks}>How It Works</Link>
      </li>
      <BlogAndGear />
    </>
  );
}

/** The bar's page links for its variant; a studio's branded site has no JetSweat menus. */
export function NavLinks(props: {
  variant: NavVariant;
  whiteLabel: boolean;
  onWhiteLabelDomain: boolean;
}) {
  const { variant, whiteLabel, onWhiteLabelDomain } = props;
  if (variant === 'marketing') return whiteLabel ? null : <MarketingLinks />;
  if (variant === 'site') return whiteLabel ? null : <SiteLinks />;
  return <StudioLinks onWhiteLabelDomain={onWhiteLabelDomain} />;
}

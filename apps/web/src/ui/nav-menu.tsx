import { Link } from '../lib/link.tsx';
import { externalLinks, paths } from '../lib/paths.ts';
import { useStudioMenu } from './studio-menu.ts';

/**
 * Which bar a site shows: JetSweat's bar on every page of the main site, the studio-page menu on
 * every page of a studio's site (or a studio's path). One bar per site, so the links do not
 * change from page to page.
 */
export type NavVariant = 'marketing' | 'studio';

export const navVariantFor = (whiteLabel: boolean): NavVariant =>
  whiteLabel ? 'studio' : 'marketing';

/** A menu in the bar: its label opens a list of links (in the phone menu, below the label). */
export function Dropdown({
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

/** The bar's page links; a studio's branded site has no JetSweat menus. */
export function NavLinks(props: { variant: NavVariant; onWhiteLabelDomain: boolean }) {
  return props.variant === 'marketing' ? (
    <MarketingLinks />
  ) : (
    <StudioLinks onWhiteLabelDomain={props.onWhiteLabelDomain} />
  );
}

import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NewsletterPlaceholder } from '../features/marketing/newsletter-placeholder.tsx';
import { Footer } from '../ui/footer.tsx';
import { Loader } from '../ui/loader.tsx';
import { NavBar } from '../ui/nav-bar.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SiteProvider } from './site-provider.tsx';

// Below the fold on every page: its code (and the form library's) comes after the page's own.
const NewsletterForm = lazy(() =>
  import('../features/marketing/newsletter-form.tsx').then((m) => ({ default: m.NewsletterForm })),
);

/** Every page: the bar, the page (its code loaded on first visit), the footer. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <SiteProvider>
      <NavBar />
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Footer
        newsletter={
          <Suspense fallback={<NewsletterPlaceholder />}>
            <NewsletterForm />
          </Suspense>
        }
      />
    </SiteProvider>
  );
}

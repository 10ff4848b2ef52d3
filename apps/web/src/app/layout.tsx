import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NewsletterForm } from '../features/marketing/newsletter-form.tsx';
import { Footer } from '../ui/footer.tsx';
import { Loader } from '../ui/loader.tsx';
import { NavBar } from '../ui/nav-bar.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SiteProvider } from './site-provider.tsx';

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
      {/* The newsletter form's code and the form library's come when someone reaches into it. */}
      <Footer newsletter={<NewsletterForm />} />
    </SiteProvider>
  );
}

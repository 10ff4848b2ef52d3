// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubscriptionConfirmed } from '../features/billing/subscription-confirmed.tsx';
import { renderPage } from '../test/render.tsx';
import { expectNoStoreApps } from '../test/store-apps.ts';
import { Footer } from './footer.tsx';

/** What the product does offer: the browser, and a TV through the devices help page. */
function expectWhereClassesPlay(region: HTMLElement) {
  expect(region).toHaveTextContent('Watch in the browser of any phone, tablet or computer.');
  const tv = screen.getByRole('link', { name: 'On your TV: Chromecast, AirPlay or HDMI' });
  expect(tv).toHaveAttribute('href', '/compatibledevices');
  expect(region).toContainElement(tv);
}

describe('where classes play (issue 56, point 7)', () => {
  it("the main site's footer promises no store app and says where classes play", async () => {
    renderPage(<Footer newsletter={null} />);
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveAttribute('data-variant', 'default');
    expectNoStoreApps(footer);
    expectWhereClassesPlay(footer);
  });

  it('the subscription confirmation promises no store app and says where classes play', async () => {
    renderPage(<SubscriptionConfirmed firstName="Ana" studio={null} />);
    const confirmed = await screen.findByRole('region', {
      name: 'Ana, Your Subscription is Confirmed!',
    });
    expectNoStoreApps(confirmed);
    expectWhereClassesPlay(confirmed);
  });
});

// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { expectNoStoreApps } from '../../test/store-apps.ts';
import FaqPage from './faq-page.tsx';
import HowToConnectPage from './how-to-connect-page.tsx';

// The FAQ and the connection help say what works today: the browser, the app installed from it,
// and a TV by Chromecast, AirPlay or HDMI; no store app that does not exist.
describe('device help promises no store app', () => {
  it('the FAQ answers "What devices can I use?" with what works', async () => {
    renderPage(<FaqPage />);
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent(/installs to the home screen/);
    expect(main).toHaveTextContent(/Chromecast, AirPlay or an HDMI cord/);
    expectNoStoreApps(main);
  });

  it('How to Connect tells a phone user to install from the browser', async () => {
    renderPage(<HowToConnectPage />);
    const main = await screen.findByRole('main');
    expect(main).toHaveTextContent(/in Safari, tap Share, then Add to Home Screen/);
    expect(main).toHaveTextContent(/in Chrome, open the menu, then Install app/);
    expectNoStoreApps(main);
  });
});

import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './marketing.css';

/** /how-to-connect: getting a class onto the screen you want. */
export default function HowToConnectPage() {
  usePageTitle('How to Connect');
  return (
    <main className="page mk-prose">
      <h1>How to Connect</h1>
      <p>
        JetSweat plays in any modern browser. Here is how to get your class onto the screen you
        want.
      </p>

      <h2>On a computer</h2>
      <p>
        Open JetSweat in Chrome, Safari, Firefox or Edge, log in and start a class. Select the
        full-screen button for the best view.
      </p>

      <h2>On a phone or tablet</h2>
      <p>
        Every class plays in the browser. To keep JetSweat on your home screen, install it from the
        browser: in Safari, tap Share, then Add to Home Screen; in Chrome, open the menu, then
        Install app. Members can download on-demand classes there to watch offline.
      </p>

      <h2>On a TV with an HDMI cord</h2>
      <ol>
        <li>
          Connect your laptop to the TV with an HDMI cord (an adapter may be needed for USB-C).
        </li>
        <li>Choose that HDMI input on the TV.</li>
        <li>Start the class on the laptop and make it full screen.</li>
      </ol>

      <h2>On a TV without cords</h2>
      <ul>
        <li>
          <strong>Chromecast or Google TV:</strong> cast from Chrome. Both devices must be on the
          same Wi-Fi.
        </li>
        <li>
          <strong>Apple TV or AirPlay TVs:</strong> use AirPlay from your iPhone, iPad or Mac.
        </li>
      </ul>

      <h2>Still stuck?</h2>
      <p>
        See <Link to={paths.compatibleDevices}>Compatible Devices</Link> for step-by-step help, or{' '}
        <Link to={paths.contact}>contact us</Link>: we answer within one business day.
      </p>
    </main>
  );
}

import { Link } from '../../lib/link.tsx';
import { externalLinks, paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DeviceList } from '../../ui/device-list.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import './marketing.css';

const castingTabs = [
  {
    label: 'Chromecast',
    content: (
      <>
        <p>
          Stream from Chrome on a laptop, or from the JetSweat app on a phone, to any TV with
          Chromecast or Google TV.
        </p>
        <ol>
          <li>Connect your phone or laptop to the same Wi-Fi network as your Chromecast.</li>
          <li>
            Start a class and select the cast icon in the player (in Chrome: the ⋮ menu, then
            Cast…).
          </li>
          <li>Choose your TV. The class plays on the TV; your phone becomes the remote.</li>
        </ol>
      </>
    ),
  },
  {
    label: 'AirPlay',
    content: (
      <>
        <p>Stream from an iPhone, iPad or Mac to an Apple TV or an AirPlay-compatible smart TV.</p>
        <ol>
          <li>Connect your device to the same Wi-Fi network as your Apple TV or smart TV.</li>
          <li>
            Start a class and select the AirPlay icon in the player (or open Control Center and
            choose Screen Mirroring).
          </li>
          <li>Choose your TV. Keep your device nearby and plugged in for long classes.</li>
        </ol>
      </>
    ),
  },
];

const connectionTabs = [
  {
    label: 'HDMI Cord',
    content: (
      <>
        <p>The most reliable picture: no Wi-Fi needed between your computer and the TV.</p>
        <ol>
          <li>
            Plug one end of an HDMI cord into your TV and the other into your laptop (use an adapter
            for USB-C or Lightning).
          </li>
          <li>Switch the TV’s input (Source) to that HDMI port.</li>
          <li>Open JetSweat in your browser, start a class and make it full screen.</li>
        </ol>
      </>
    ),
  },
  {
    label: 'Wireless',
    content: (
      <>
        <p>No cords: cast the class from your phone or laptop.</p>
        <Tabs label="Wireless casting" tabs={castingTabs} />
      </>
    ),
  },
];

/** /compatibledevices: where classes play and how to get them onto a TV. */
export default function CompatibleDevicesPage() {
  usePageTitle('Compatible Devices');
  return (
    <main className="page">
      <h1>Compatible Devices</h1>
      <p className="mk-section__lead">
        Take class on the web, on your phone, or on the big screen.
      </p>
      <DeviceList heading="Works with" />

      <section aria-labelledby="tv-heading">
        <h2 id="tv-heading">Watch on your TV</h2>
        <Tabs label="How to connect to your TV" tabs={connectionTabs} />
      </section>

      <section aria-labelledby="apps-heading">
        <h2 id="apps-heading">Get the apps</h2>
        <ul className="mk-cols" style={{ listStyle: 'none', padding: 0 }}>
          <li className="mk-card">
            <h3>iPhone and iPad</h3>
            <p>
              <a href={externalLinks.iosApp}>Download JetSweat on the App Store</a>
            </p>
          </li>
          <li className="mk-card">
            <h3>Roku</h3>
            <p>
              <a href={externalLinks.rokuChannel}>Add the JetSweat channel on Roku</a>
            </p>
          </li>
          <li className="mk-card">
            <h3>Android</h3>
            <p>
              <strong>COMING SOON</strong>
            </p>
          </li>
        </ul>
        <p>
          Step-by-step help: <Link to={paths.howToConnect}>How to connect</Link>
        </p>
      </section>
    </main>
  );
}

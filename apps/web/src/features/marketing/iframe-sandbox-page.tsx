import { useId, useState } from 'react';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './marketing.css';

const pages = [
  { label: 'Studios', to: paths.studios },
  { label: 'Live class stream', to: paths.live },
  { label: 'Explore studios', to: paths.explore },
  { label: 'Compatible devices', to: paths.compatibleDevices },
];

/**
 * /iframe-sandbox: how JetSweat pages look embedded in another page (as partners embed them),
 * in a sandboxed frame from our own origin.
 */
export default function IframeSandboxPage() {
  usePageTitle('Iframe sandbox');
  const selectId = useId();
  const [src, setSrc] = useState<string>(paths.studios);
  return (
    <main className="page">
      <h1>Iframe sandbox</h1>
      <p>Check how a JetSweat page behaves inside another site’s frame.</p>
      <div className="field" style={{ maxWidth: 320 }}>
        <label htmlFor={selectId}>Page to embed</label>
        <select id={selectId} value={src} onChange={(e) => setSrc(e.target.value)}>
          {pages.map((p) => (
            <option key={p.to} value={p.to}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <iframe
        title="Embedded JetSweat page"
        src={src}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        style={{ width: '100%', height: 600, border: '1px solid #c5d0cc', borderRadius: 10 }}
      />
    </main>
  );
}

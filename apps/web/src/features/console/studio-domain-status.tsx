import { studioDomainFailureTexts, type StudioDomain } from '@jetsweat/contract';

/** What each state says, with the domain's name. */
const stateTexts: Record<Exclude<StudioDomain['state'], 'none'>, (domain: string) => string> = {
  pending: (d) =>
    `Waiting for proof that your studio controls ${d}: add this DNS record where ${d} is managed, then press Check now. Nothing is served on ${d} until it is found.`,
  failed: (d) => `Nothing is served on ${d}.`,
  verified: (d) =>
    `${d} serves your studio's site, and your members' links and mail use it. Keep the DNS record in place: it is checked every 15 minutes.`,
};

const stateLabels = { pending: 'Pending', failed: 'Not verified', verified: 'Verified' } as const;

/**
 * The white-label domain's proof (issue 50, item 1): its state, the TXT record to add while it is
 * not verified, why the last check failed, the domain serving meanwhile, and "Check now".
 */
export function StudioDomainStatus(props: {
  domain: StudioDomain;
  checking: boolean;
  onCheck: () => void;
}) {
  const { domain: d, checking } = props;
  if (d.state === 'none') return null;
  return (
    <section className="console__domain" aria-label="Domain verification">
      <p>
        <strong className={`console__domain-state console__domain-state--${d.state}`}>
          {`${stateLabels[d.state]}:`}
        </strong>{' '}
        {stateTexts[d.state](d.domain)}
      </p>
      {d.failure ? <p role="alert">{studioDomainFailureTexts[d.failure]}</p> : null}
      {d.state === 'verified' ? null : (
        <dl className="console__record" aria-label="DNS record to add">
          <dt>Type</dt>
          <dd>
            <code>TXT</code>
          </dd>
          <dt>Name</dt>
          <dd>
            <code>{d.recordName}</code>
          </dd>
          <dt>Value</dt>
          <dd>
            <code>{d.recordValue}</code>
          </dd>
        </dl>
      )}
      {d.servedDomain && d.servedDomain !== d.domain ? (
        <p>Until then, {d.servedDomain} keeps serving your studio&apos;s site.</p>
      ) : null}
      {d.checkedAt ? (
        <p className="console__muted">
          Last checked <time dateTime={d.checkedAt}>{new Date(d.checkedAt).toLocaleString()}</time>
        </p>
      ) : null}
      <div className="console__actions">
        <button type="button" className="btn" onClick={props.onCheck} disabled={checking}>
          {checking ? 'Checking…' : 'Check now'}
        </button>
      </div>
    </section>
  );
}

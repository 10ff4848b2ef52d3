import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { studioDomainFailureTexts, type StudioDomain } from '@jetsweat/contract';
import { StudioDomainStatus } from './studio-domain-status.tsx';

const pending: StudioDomain = {
  domain: 'fit.example',
  state: 'pending',
  recordName: '_jetsweat-verify.fit.example',
  recordValue: 'jetsweat-verify=abc123',
  failure: null,
  checkedAt: null,
  servedDomain: 'old-fit.example',
};
/** The page's text, tags dropped, as a person reads it. */
const shown = (domain: StudioDomain, checking = false) =>
  renderToString(
    <StudioDomainStatus domain={domain} checking={checking} onCheck={() => undefined} />,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('StudioDomainStatus', () => {
  it('shows a pending domain with the TXT record to add and the domain still serving', () => {
    const text = shown(pending);
    expect(text).toContain('Pending: Waiting for proof that your studio controls fit.example');
    expect(text).toContain(
      'Type TXT Name _jetsweat-verify.fit.example Value jetsweat-verify=abc123',
    );
    expect(text).toContain("Until then, old-fit.example keeps serving your studio's site.");
    expect(text).toContain('Check now');
    expect(text).not.toContain('Last checked');
  });

  it('shows a verified domain without a record to add', () => {
    const text = shown({
      ...pending,
      state: 'verified',
      checkedAt: '2025-01-02T03:04:05.000Z',
      servedDomain: 'fit.example',
    });
    expect(text).toContain("Verified: fit.example serves your studio's site");
    expect(text).not.toContain('_jetsweat-verify');
    expect(text).not.toContain('keeps serving');
    expect(text).toContain('Last checked');
  });

  it('says why a check failed, with the record still to add', () => {
    const text = shown({ ...pending, state: 'failed', failure: 'record_mismatch' });
    expect(text).toContain('Not verified: Nothing is served on fit.example.');
    expect(text).toContain(studioDomainFailureTexts.record_mismatch);
    expect(text).toContain('Name _jetsweat-verify.fit.example');
  });

  it('shows nothing when the studio asked for no domain, and a busy button while checking', () => {
    expect(shown({ ...pending, state: 'none', domain: '' })).toBe('');
    expect(shown(pending, true)).toContain('Checking…');
  });
});

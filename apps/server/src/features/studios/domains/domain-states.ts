import type { StudioDomainState } from '@jetsweat/contract';

/** No row: the studio never asked for the domain, or it was removed or replaced. */
export const NONE = 'none';
type State = StudioDomainState | typeof NONE;

/** Every move a studio's domain may make, named by what makes it. */
export const DOMAIN_MOVES: readonly { from: State; to: State; by: string }[] = [
  { from: NONE, to: 'pending', by: 'claim (the console saved a new domain)' },
  { from: NONE, to: 'verified', by: 'seed (the demo studios’ *.localhost names)' },
  { from: 'pending', to: 'verified', by: 'check (the TXT record was found)' },
  { from: 'failed', to: 'verified', by: 'check (the TXT record was found)' },
  { from: 'pending', to: 'failed', by: 'check (no record, another value, no answer, refused)' },
  { from: 'failed', to: 'failed', by: 'check (not found again)' },
  { from: 'verified', to: 'failed', by: 'check (the record is gone: the domain stops serving)' },
  { from: 'pending', to: NONE, by: 'remove (the studio asked for another domain, or none)' },
  { from: 'failed', to: NONE, by: 'remove (the studio asked for another domain, or none)' },
  { from: 'verified', to: NONE, by: 'remove, or replaced by the studio’s newly verified one' },
];

/** A move the table lacks: a defect in the caller. */
export class IllegalDomainMoveError extends Error {
  constructor(from: State, to: State) {
    super(`A studio domain may not move from ${from} to ${to}.`);
    this.name = 'IllegalDomainMoveError';
  }
}

/** The move, checked against the table, for the store to write (its WHERE on `from`). */
export function domainMove<F extends State, T extends State>(from: F, to: T): { from: F; to: T } {
  if (!DOMAIN_MOVES.some((m) => m.from === from && m.to === to))
    throw new IllegalDomainMoveError(from, to);
  return { from, to };
}

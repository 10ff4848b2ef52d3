import type { ReactNode } from 'react';

interface MarketingSectionProps {
  heading: ReactNode;
  /** Given, the heading gets this id and names the section for screen readers. */
  headingId?: string;
  lead?: ReactNode;
  tone?: 'wash' | 'dark';
  center?: boolean;
  /** An anchor other parts of the page scroll to. */
  id?: string;
  children?: ReactNode;
}

/** A full-width band of a marketing page: a heading, a lead paragraph, then what it shows. */
export function MarketingSection({
  heading,
  headingId,
  lead,
  tone,
  center,
  id,
  children,
}: MarketingSectionProps) {
  const className = ['mk-section', tone ? `mk-section--${tone}` : '', center ? 'mk-center' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={className} id={id} aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId}>{heading}</h2>
        {lead ? <p className="mk-section__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** Cards of a title and a line each, side by side where the screen is wide enough. */
export function CardList({ cards }: { cards: readonly { title: string; text: ReactNode }[] }) {
  return (
    <ul className="mk-cols" style={{ listStyle: 'none', padding: 0 }}>
      {cards.map((c) => (
        <li key={c.title} className="mk-card">
          <h3>{c.title}</h3>
          <p>{c.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The band that closes a page: a heading, maybe a line, and one button. */
export function ClosingCall(props: {
  heading: string;
  lead?: string;
  action: string;
  onAction(): void;
  tone?: 'dark';
}) {
  return (
    <MarketingSection heading={props.heading} lead={props.lead} tone={props.tone} center>
      <div className="mk-actions">
        <button
          type="button"
          className={props.tone === 'dark' ? 'btn btn--brand' : 'btn'}
          onClick={props.onAction}
        >
          {props.action}
        </button>
      </div>
    </MarketingSection>
  );
}

/** Numbered steps of a title and a line each. */
export function StepList({
  steps,
  className,
}: {
  steps: readonly { title: string; text: ReactNode }[];
  className?: string;
}) {
  return (
    <ol className={className ? `mk-steps ${className}` : 'mk-steps'}>
      {steps.map((s) => (
        <li key={s.title}>
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </li>
      ))}
    </ol>
  );
}

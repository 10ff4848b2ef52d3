import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab {
  label: string;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: Tab[];
  /** Given, the tabs are controlled: the chosen tab's index, and what a choice does. */
  selected?: number;
  onSelect?(index: number): void;
  /** What sits between the tab list and the panel (the schedule's week strip). */
  beforePanel?: ReactNode;
  /** Panels of tabs not chosen stay in the page, hidden (default), or are left out of it. */
  keepHiddenPanels?: boolean;
  className?: string;
}

/** Arrow keys, Home and End move the choice (and the focus) between the tabs. */
function tabKeys(
  selected: number,
  count: number,
  select: (i: number) => void,
  buttons: (HTMLButtonElement | null)[],
) {
  return (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const next = (target + count) % count;
    select(next);
    buttons[next]?.focus();
  };
}

/** Tabs as WAI-ARIA describes them: arrow keys, Home and End move between tabs. */
export function Tabs(props: TabsProps) {
  const { label, tabs, beforePanel, keepHiddenPanels = true, className } = props;
  const baseId = useId();
  const [own, setOwn] = useState(0);
  const selected = Math.min(props.selected ?? own, tabs.length - 1);
  const select = props.onSelect ?? setOwn;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = tabKeys(selected, tabs.length, select, buttons.current);

  const shown = tabs
    .map((t, i) => ({ ...t, i }))
    .filter(({ i }) => keepHiddenPanels || i === selected);
  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.label}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {beforePanel}
      {shown.map((t) => (
        <div
          key={t.label}
          role="tabpanel"
          id={`${baseId}-panel-${t.i}`}
          aria-labelledby={`${baseId}-tab-${t.i}`}
          hidden={t.i !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}

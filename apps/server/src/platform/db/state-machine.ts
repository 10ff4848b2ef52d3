// A kind of row's state machine: its states (as its table's CHECK constraint lists them) and its
// named moves (docs/decisions/0023-one-purchase-flow-and-state-machine.md). Each feature keeps the
// machines of the rows it owns beside their stores; a store checks the move against the row's
// state when it writes it (`seat.cancel.check(row.state)`), and its SQL moves the row only from
// the states the move allows (`.where('state', 'in', seat.cancel.from)`).

/** No row: before a claim, after a dropped claim or an ended hold. */
export const NONE = 'none';
export type None = typeof NONE;

/** A move the machine does not allow: a defect in the caller, never a person's mistake. */
export class IllegalTransitionError extends Error {
  constructor(
    readonly kind: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(`A ${kind} may not move from ${from} to ${to}.`);
    this.name = 'IllegalTransitionError';
  }
}

/** One named move: from any of `from` to `to`. */
export interface MoveRule<S extends string> {
  readonly from: readonly (S | None)[];
  readonly to: S | None;
}

/** A move with its name, checked against a row's state when the row moves. */
export interface NamedMove<F extends string, T extends string> {
  readonly kind: string;
  readonly name: string;
  readonly from: readonly F[];
  readonly to: T;
  /** The stored states it moves from (`from` without none), for a store's WHERE. */
  readonly fromStored: readonly Exclude<F, None>[];
  /** The move from `current`, or IllegalTransitionError when this move may not start there. */
  check<C extends string>(current: C): { from: C; to: T };
}

type Rules<S extends string> = Readonly<Record<string, MoveRule<S>>>;

export interface StateMachine<S extends string, R extends Rules<S>> {
  readonly kind: string;
  readonly states: readonly S[];
  /** Every move by its name. */
  readonly moves: { readonly [K in keyof R]: NamedMove<R[K]['from'][number], R[K]['to']> };
  /** Whether some named move goes from `from` to `to`. */
  allows(from: S | None, to: S | None): boolean;
  /** The move from `from` to `to` (a change of state written as such), or IllegalTransitionError. */
  between<F extends S | None, T extends S | None>(from: F, to: T): { from: F; to: T };
}

export function stateMachine<const S extends string, const R extends Rules<S>>(
  kind: string,
  states: readonly S[],
  rules: R,
): StateMachine<S, R> {
  const named = Object.entries(rules).map(([name, rule]) => {
    const move: NamedMove<string, string> = {
      kind,
      name,
      from: rule.from,
      to: rule.to,
      fromStored: rule.from.filter((f) => f !== NONE),
      check(current) {
        if (!(rule.from as readonly string[]).includes(current))
          throw new IllegalTransitionError(kind, current, rule.to);
        return { from: current, to: rule.to };
      },
    };
    return [name, move] as const;
  });
  const allows = (from: string, to: string) =>
    named.some(([, m]) => m.to === to && m.from.includes(from));
  return {
    kind,
    states,
    moves: Object.fromEntries(named) as unknown as StateMachine<S, R>['moves'],
    allows,
    between(from, to) {
      if (!allows(from, to)) throw new IllegalTransitionError(kind, from, to);
      return { from, to };
    },
  };
}

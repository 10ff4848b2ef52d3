import type { ConsoleClass, ConsoleClassInput } from '@jetsweat/contract';
import { ApiError } from '../../lib/api.ts';

/**
 * The live class form's values as its inputs hold them (strings, '' for no class type or
 * level), made from the class being changed or a new class's defaults, and turned back into the
 * contract's fields on submit.
 */
export type ClassDraft = Record<
  'title' | 'description' | 'startsAt' | 'minutes' | 'capacity' | 'price' | 'weeks',
  string
> & {
  instructorId: string;
  kind: 'group' | 'personal';
  classType: string;
  level: string;
  onJetsweat: boolean;
};

/**
 * A draft of the class being changed, or of a new one. A studio with a single instructor has them
 * chosen already: the form was refused until a person picked the only name (issue 56).
 */
export function draftOf(
  c: ConsoleClass | undefined,
  instructors: readonly { id: number }[] = [],
): ClassDraft {
  const only = instructors.length === 1 ? String(instructors[0]!.id) : '';
  return {
    title: c?.title ?? '',
    description: c?.description ?? '',
    startsAt: c?.startsAt ?? '',
    minutes: String(c?.minutes ?? 45),
    capacity: String(c?.capacity ?? 10),
    price: c ? (c.priceCents / 100).toFixed(2) : '15.00',
    weeks: '1',
    instructorId: c?.instructorId ? String(c.instructorId) : only,
    kind: c?.kind ?? 'group',
    classType: c?.classType ?? '',
    level: c?.level ?? '',
    onJetsweat: c?.onJetsweat ?? true,
  };
}

/** The contract's fields of a draft; a value outside the lists is sent for the server to name. */
export function fieldsOf(d: ClassDraft): ConsoleClassInput {
  return {
    title: d.title,
    description: d.description,
    startsAt: d.startsAt,
    minutes: Number(d.minutes),
    instructorId: Number(d.instructorId),
    capacity: d.kind === 'personal' ? 1 : Number(d.capacity),
    priceCents: Math.round(Number(d.price) * 100),
    kind: d.kind,
    classType: (d.classType || null) as ConsoleClassInput['classType'],
    level: (d.level || null) as ConsoleClassInput['level'],
    onJetsweat: d.onJetsweat,
  };
}

/** The fields the form shows a message under; any other message goes above the button. */
export const classFormFields = [
  'title',
  'description',
  'startsAt',
  'minutes',
  'instructorId',
  'classType',
  'level',
  'onJetsweat',
  'capacity',
  'price',
  'weeks',
] as const;

/** The server's field name ('fields.capacity' or 'capacity') as the form's. */
export function fieldOf(err: unknown): string | undefined {
  const f = err instanceof ApiError ? (err.body as { field?: string } | null)?.field : undefined;
  const name = f?.replace(/^fields\./, '');
  return name === 'priceCents' ? 'price' : name;
}

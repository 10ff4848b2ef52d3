import { describe, expect, it } from 'vitest';
import { consoleClassFieldsSchema, type ConsoleClass } from '@jetsweat/contract';
import { ApiError } from '../../lib/api.ts';
import { classFormFields, draftOf, fieldOf, fieldsOf } from './class-draft.ts';

const stored: ConsoleClass = {
  id: 7,
  studioId: 402,
  title: 'Evening Barre',
  description: 'Slow work at the barre.',
  startsAt: '2026-12-01T18:30',
  startsAtIso: '2026-12-01T23:30:00.000Z',
  minutes: 50,
  instructorId: 3,
  instructorName: 'Ana',
  capacity: 14,
  booked: 2,
  priceCents: 1950,
  kind: 'group',
  classType: 'Barre',
  level: 'Advanced',
  onJetsweat: false,
  cancelled: false,
};

describe("the console's live class form", () => {
  it('shows a stored class’s description, type, level and "show on JetSweat" when changing it', () => {
    expect(draftOf(stored)).toMatchObject({
      title: 'Evening Barre',
      description: 'Slow work at the barre.',
      classType: 'Barre',
      level: 'Advanced',
      onJetsweat: false,
      price: '19.50',
      instructorId: '3',
    });
  });

  it('starts a new class with no type or level, listed on JetSweat', () => {
    expect(draftOf(undefined)).toMatchObject({
      description: '',
      classType: '',
      level: '',
      onJetsweat: true,
    });
  });

  it('chooses a studio’s only instructor for a new class, and nobody when there are several', () => {
    expect(draftOf(undefined, [{ id: 9 }]).instructorId).toBe('9');
    expect(draftOf(undefined, [{ id: 9 }, { id: 4 }]).instructorId).toBe('');
    expect(draftOf(undefined, []).instructorId).toBe('');
    expect(draftOf(stored, [{ id: 9 }]).instructorId).toBe('3');
  });

  it('sends what the form holds as the contract’s fields, none set as null', () => {
    const sent = fieldsOf(draftOf(stored));
    expect(sent).toMatchObject({
      description: 'Slow work at the barre.',
      classType: 'Barre',
      level: 'Advanced',
      onJetsweat: false,
      priceCents: 1950,
    });
    expect(consoleClassFieldsSchema.safeParse(sent).success).toBe(true);
    const blank = fieldsOf({ ...draftOf(stored), classType: '', level: '', onJetsweat: true });
    expect(blank).toMatchObject({ classType: null, level: null, onJetsweat: true });
    expect(consoleClassFieldsSchema.safeParse(blank).success).toBe(true);
  });

  it('puts the server’s message under the field it names', () => {
    const refused = (field: string) => new ApiError(400, 'No.', { status: 0, field });
    expect(fieldOf(refused('fields.classType'))).toBe('classType');
    expect(fieldOf(refused('fields.level'))).toBe('level');
    expect(fieldOf(refused('fields.description'))).toBe('description');
    expect(fieldOf(refused('fields.priceCents'))).toBe('price');
    expect(fieldOf(new Error('offline'))).toBeUndefined();
    for (const f of ['description', 'classType', 'level', 'onJetsweat'])
      expect(classFormFields).toContain(f);
  });
});

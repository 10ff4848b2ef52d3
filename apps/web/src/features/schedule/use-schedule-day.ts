import { useMemo, useState } from 'react';
import {
  easternDay,
  PERSONAL_TRAINING_AVAILABILITY,
  type DayKey,
  type LiveClass,
} from '@jetsweat/contract';

export type ClassKind = 'group' | 'personal';
const isPersonal = (c: LiveClass) => c.product.availability === PERSONAL_TRAINING_AVAILABILITY;

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day and kind of class the schedule shows. On arrival, the day a link names (`?day=`, as
 * the waitlist's offer mail sends it) opens; else when today has nothing left to book, the first
 * day that has; the Personal Training kind exists only on a day with such a class (spec: live
 * schedule), and choosing a day goes back to group classes.
 */
export function useScheduleDay(
  classes: LiveClass[] | undefined,
  today: DayKey,
  linkedDay: string | null = null,
) {
  const [chosenDay, setChosenDay] = useState<DayKey | null>(
    linkedDay !== null && DAY_KEY.test(linkedDay) && linkedDay >= today ? linkedDay : null,
  );
  const [kind, setKind] = useState<ClassKind>('group');
  const byDay = useMemo(() => {
    const days = new Map<DayKey, LiveClass[]>();
    for (const c of classes ?? []) {
      const day = easternDay(c.scheduledDatetime);
      days.set(day, [...(days.get(day) ?? []), c]);
    }
    return days;
  }, [classes]);

  const first = classes?.[0] ? easternDay(classes[0].scheduledDatetime) : null;
  const selected = chosenDay ?? (first && first > today ? first : today);
  const dayClasses = byDay.get(selected) ?? [];
  const personal = dayClasses.filter(isPersonal);
  const group = dayClasses.filter((c) => !isPersonal(c));
  const shownKind: ClassKind =
    personal.length > 0 && (kind === 'personal' || group.length === 0) ? 'personal' : 'group';

  return {
    selected,
    busyDays: new Set(byDay.keys()),
    hasPersonal: personal.length > 0,
    shownKind,
    shown: shownKind === 'personal' ? personal : group,
    chooseDay: (day: DayKey) => {
      setChosenDay(day);
      setKind('group');
    },
    chooseKind: setKind,
  };
}

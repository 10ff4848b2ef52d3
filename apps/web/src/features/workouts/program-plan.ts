/** A class of a program, as its schedule lists it week by week. */
export interface ProgramWeek {
  week: number;
  classes: { id: number }[];
}

/** 'YYYY-MM-DD' plus some days, on the calendar (no time zone involved). */
function addCalendarDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * When each class of a program goes on the member's schedule: week N starts 7 × (N - 1) days after
 * the first day, and a week's classes are spread over it (three classes: days 1, 3 and 5), each at
 * `time` in the browser's own time zone. Answers the classes in order with their ISO instants.
 */
export function programPlan(
  weeks: readonly ProgramWeek[],
  firstDay: string,
  time: string,
): { videoId: number; when: string }[] {
  return weeks.flatMap((w) =>
    w.classes.map((c, i) => {
      const day = addCalendarDays(
        firstDay,
        (w.week - 1) * 7 + Math.floor((i * 7) / w.classes.length),
      );
      return { videoId: c.id, when: new Date(`${day}T${time}`).toISOString() };
    }),
  );
}

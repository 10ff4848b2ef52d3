import { sql } from 'kysely';

/** A timestamp column's month in UTC, as `YYYY-MM`: how the studios' money is counted by month. */
export const utcMonthOf = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM')`;

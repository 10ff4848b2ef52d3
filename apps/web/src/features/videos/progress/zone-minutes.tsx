import { heartZoneLabel, heartZones } from '@jetsweat/contract';

/** Minutes to one decimal as a member reads them: "12 min", "0.5 min". */
const minutesText = (minutes: number) => `${Number(minutes.toFixed(1))} min`;

/**
 * Time in each heart-rate zone over the chart's period (issue 53, item 2): a bar per zone the
 * member reached, its name and minutes written beside it (the colour only marks it), longest bar
 * the full width. Without a strap's heart rate in the period, a line on how to get one.
 */
export function ZoneMinutes({ zoneMinutes, period }: { zoneMinutes: number[]; period: string }) {
  const reached = heartZones.filter((z) => (zoneMinutes[z.zone] ?? 0) > 0);
  const longest = Math.max(0, ...reached.map((z) => zoneMinutes[z.zone] ?? 0));
  const total = reached.reduce((sum, z) => sum + (zoneMinutes[z.zone] ?? 0), 0);
  return (
    <section className="zone-minutes" aria-labelledby="zone-minutes-heading">
      <h2 id="zone-minutes-heading">Time in heart-rate zones</h2>
      {reached.length === 0 ? (
        <p>
          No heart rate in this period. Pair a heart-rate strap in the player or a live class to see
          your minutes in each zone here.
        </p>
      ) : (
        <>
          <p>{`${period}: ${minutesText(total)} with a heart rate.`}</p>
          <ul className="zone-minutes__list">
            {reached.map((z) => (
              <li key={z.zone}>
                <span className="zone-minutes__name">{heartZoneLabel(z.zone)}</span>
                <span className="zone-minutes__track" aria-hidden="true">
                  <span
                    className="zone-minutes__bar"
                    style={{
                      background: z.colour,
                      width: `${((zoneMinutes[z.zone] ?? 0) / longest) * 100}%`,
                    }}
                  />
                </span>
                <span className="zone-minutes__value">{minutesText(zoneMinutes[z.zone] ?? 0)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

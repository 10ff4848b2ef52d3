/** A ring filled to `percent`, with the number in the middle and what it means underneath. */
export function DonutChart({
  percent,
  label,
  size = 160,
}: {
  percent: number;
  label: string;
  size?: number;
}) {
  const r = 42;
  const circumference = 2 * Math.PI * r;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  return (
    <figure className="donut">
      <svg
        viewBox="0 0 100 100"
        width={size}
        height={size}
        role="img"
        aria-label={`${percent}% ${label}`}
      >
        <circle cx="50" cy="50" r={r} fill="none" stroke="#e3e9e7" strokeWidth="12" />
        <circle
          cx="50"
          cy="50"
          r={r}
          fill="none"
          stroke="var(--brand)"
          strokeWidth="12"
          strokeDasharray={`${filled} ${circumference - filled}`}
          transform="rotate(-90 50 50)"
        />
        <text
          x="50"
          y="57"
          textAnchor="middle"
          fontSize="22"
          fontWeight="800"
          fill="var(--brand-dark)"
        >
          {percent}%
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

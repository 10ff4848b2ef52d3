export function Loader() {
  return (
    <div className="loader" role="status" aria-live="polite">
      <div className="loader__dot" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** The banner above a payment form: the server's words, or the lines of spec 8 for a card problem. */
export function ErrorBanner({ lines }: { lines: string[] | null }) {
  if (!lines || lines.length === 0) return null;
  return (
    <div className="form-error billing-error" role="alert">
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </div>
  );
}

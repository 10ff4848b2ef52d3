/** The server's answer above a form: an alert for errors, a status for success. */
export function FormMessage({
  error,
  success,
}: {
  error?: string | null;
  success?: string | null;
}) {
  if (error) {
    return (
      <div className="form-error" role="alert">
        {error}
      </div>
    );
  }
  if (success) {
    return (
      <div className="form-success" role="status">
        {success}
      </div>
    );
  }
  return null;
}

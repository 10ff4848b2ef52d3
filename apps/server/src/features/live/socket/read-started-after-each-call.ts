/**
 * Calls `read` for each caller with a read that started after the call: a caller that arrives
 * while one is on the wire waits for the next, shared with everyone else who arrived meanwhile.
 * So every caller is answered from the database as it was when they asked, yet a burst of calls
 * costs two reads rather than one each.
 */
export function readStartedAfterEachCall<T>(read: () => Promise<T>): () => Promise<T> {
  let onTheWire: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const sent: Promise<T> = read().finally(() => {
      if (onTheWire === sent) onTheWire = undefined;
    });
    onTheWire = sent;
    return sent;
  };
  return () => {
    if (!onTheWire) return start();
    next ??= onTheWire
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

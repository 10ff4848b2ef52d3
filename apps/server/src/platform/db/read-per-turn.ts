import DataLoader from 'dataloader';

/**
 * Reads asked in one turn of the event loop, sent together: `read` gets up to `most` asks at
 * once and answers each, in order. The batch goes when the turn's input is handled
 * (setImmediate: every request whose bytes came in that turn has asked by then), and nothing is
 * kept (no cache): each ask is read from the database in its own turn. On this kind of machine
 * waking the database server (sending a statement, its reply) costs more than the rows, so one
 * statement for the turn's requests instead of one each is most of a member's read
 * (docs/benchmarks.md, "Sessions read together").
 */
export function readPerTurn<Ask, Answer>(
  read: (asks: readonly Ask[]) => Promise<Answer[]>,
  most: number,
): DataLoader<Ask, Answer> {
  return new DataLoader(read, {
    cache: false,
    maxBatchSize: most,
    batchScheduleFn: (run) => setImmediate(run),
  });
}

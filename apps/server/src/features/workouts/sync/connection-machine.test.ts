// A calendar connection's machine: every move it allows, named, and every other refused; its
// states are exactly what calendar_connections' CHECK lets in; a move another hand made first
// is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { describeStatesInDatabase, expectExactMoves } from '../../../../test/machine-kit.ts';
import { connection } from './connection-machine.ts';
import { deleteConnection, markNeedsReconnecting } from './sync-store.ts';

describe("a calendar connection's state machine", () => {
  it('moves a connection only as its use cases do', () => {
    expectExactMoves(connection, [
      'none -> connected',
      'connected -> connected',
      'needs-reconnecting -> connected',
      'connected -> needs-reconnecting',
      'connected -> disconnecting',
      'needs-reconnecting -> disconnecting',
      'disconnecting -> disconnecting',
      'disconnecting -> none',
    ]);
  });
});

describeStatesInDatabase([['calendar_connections', 'state', connection]]);

describe('a connection moved by two hands at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function connectionIn(state: string) {
    const u = await t.newUser();
    await t.db.query(
      `INSERT INTO calendar_connections (user_id, provider, state, sealed_grant, connected_at)
       VALUES ($1, 'google', $2, 'sealed', now())`,
      [u.id, state],
    );
    const stateNow = async () =>
      (
        await t.db.query<{ state: string }>(
          'SELECT state FROM calendar_connections WHERE user_id = $1',
          [u.id],
        )
      ).map((r) => r.state);
    return { userId: u.id, stateNow };
  }

  it('keeps a disconnection the member began while a sync found its grant refused', async () => {
    const c = await connectionIn('disconnecting');
    await markNeedsReconnecting(t.db.kysely, c.userId, 'google');
    expect(await c.stateNow()).toEqual(['disconnecting']);
  });

  it('keeps a connection the member signed in to again while its old events were removed', async () => {
    const c = await connectionIn('connected');
    await deleteConnection(t.db.kysely, c.userId, 'google');
    expect(await c.stateNow()).toEqual(['connected']);
  });
});

// Calendar sign-in sweep (issue 50, item 6): the OAuth state was bound to the member who asked for
// the consent page, not to their browser. An attacker could start a Google sign-in on their own
// account and get a victim to open the consent link: the victim's consent came back to the
// callback in the victim's browser, and the victim's calendar was kept on the attacker's account.
// Here the link is followed from other browsers (none of its cookie, or the victim's own sign-in
// cookie): nothing is redeemed or stored, and each browser still finishes its own sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_OTHER_BROWSER } from '@jetsweat/contract';
import { startFakeGoogle, type FakeGoogle } from '../../test/calendar-fakes/fake-google.ts';
import { redirectBack, startSignIn } from '../../test/calendar-fakes/sign-in-kit.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { SWEEP_ENV } from './route-table.ts';

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({ env: { ...SWEEP_ENV, ...google.env } });
}, 60_000);
afterAll(async () => {
  await t.close();
  await google.close();
});

const connections = () =>
  t.db.query<{ user_id: number }>('SELECT user_id FROM calendar_connections ORDER BY user_id');
const redeemed = () => google.calls.filter((c) => c === 'POST /token').length;

describe('calendar sign-in sweep', () => {
  it("keeps no one's calendar on the account of a consent link opened in another browser", async () => {
    const attacker = await t.newUser();
    const victim = await t.newUser();
    const stolen = await startSignIn(t, 'google', attacker.token);
    const own = await startSignIn(t, 'google', victim.token);
    const codesBefore = redeemed();

    // The victim's browser follows the attacker's link: without a sign-in cookie, then with its own.
    const bare = await redirectBack(t, google.consent(stolen.url));
    expect(bare.headers.location).toBe(
      `/newplatform/items/calendar?syncFailed=google&reason=${SYNC_OTHER_BROWSER}`,
    );
    const crossed = await redirectBack(t, google.consent(stolen.url), own.cookie);
    expect(crossed.headers.location).toBe('/newplatform/items/calendar?syncFailed=google');
    // A cookie the server did not make counts as none.
    const made = await redirectBack(t, google.consent(stolen.url), 'jetsweat_calendar_sign_in=x');
    expect(made.headers.location).toContain(`reason=${SYNC_OTHER_BROWSER}`);
    expect(redeemed()).toBe(codesBefore);
    expect(await connections()).toEqual([]);

    // Each browser still finishes its own sign-in, on its own account only.
    const victimBack = await redirectBack(t, google.consent(own.url), own.cookie);
    expect(victimBack.headers.location).toBe('/newplatform/items/calendar?synced=google');
    expect(await connections()).toEqual([{ user_id: victim.id }]);
    const attackerBack = await redirectBack(t, google.consent(stolen.url), stolen.cookie);
    expect(attackerBack.headers.location).toBe('/newplatform/items/calendar?synced=google');
    expect((await connections()).map((c) => c.user_id).sort()).toEqual(
      [attacker.id, victim.id].sort(),
    );
  });
});

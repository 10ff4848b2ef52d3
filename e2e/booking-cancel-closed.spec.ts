// Inside a studio's cancellation window (Brooks Pilates: 6 hours, no late-cancel fee) the member's
// upcoming classes say why a booked class can no longer be cancelled, where its Cancel button was
// (issue 56, point 4). At 1280 and 390 px.
import { expect, test } from '@playwright/test';
import { expectNoSeriousFindings } from './accessibility-kit.ts';
import { subscribeViaApi } from './billing-kit.ts';
import { loginInBrowser, newPerson, origin, registerViaApi } from './fixtures.ts';
import { easternIn, login } from './live-room-kit.ts';
import { PHONE_TOO } from './phone-too.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test(
  'inside the window, the upcoming classes say why a class cannot be cancelled',
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const admin = await login(request, 'admin.brookspilates@jetsweat.example');
    const access = await request.get(`${origin}/api/console/access`, { headers: auth(admin) });
    const studio = (await access.json()).content.studios[0] as { id: number; name: string };
    const classesApi = `${origin}/api/console/studios/${studio.id}/classes`;
    const list = await request.get(classesApi, { headers: auth(admin) });
    const instructorId = (await list.json()).content.instructors[0].id as number;
    const title = `Closed Window Mat ${testInfo.project.name} ${Date.now()}`;
    const made = await request.post(classesApi, {
      headers: auth(admin),
      data: {
        weeks: 1,
        fields: {
          title,
          description: 'A class inside its cancellation window.',
          startsAt: easternIn(3 * 60),
          minutes: 45,
          instructorId,
          capacity: 10,
          priceCents: 1800,
          kind: 'group',
        },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const id = (await made.json()).content.classes[0].id as number;
    const member = await registerViaApi(request, newPerson(`closed-${testInfo.project.name}`));
    await subscribeViaApi(request, member);
    const booked = await request.post(`${origin}/api/workout/add`, {
      headers: auth(member),
      data: { liveClassId: id, videoId: null },
    });
    expect(booked.status(), await booked.text()).toBeLessThan(300);

    await loginInBrowser(page, member);
    // The member's upcoming classes say why the class can no longer be cancelled, in the place
    // of its Cancel button.
    await page.goto('/newplatform/live/upcoming');
    const mine = page.getByRole('region', { name: 'Your booked classes' });
    const row = mine.locator(`.schedule-class[data-class-id="${id}"]`);
    await expect(row.getByText(/^Cancelling closed 6 hours before the class/)).toBeVisible();
    await expect(row.getByRole('button', { name: /Cancel booking/ })).toHaveCount(0);
    await expectNoSeriousFindings(page, 'a booked class inside its cancellation window');
  },
);

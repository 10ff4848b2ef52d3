import { expect, test, type Page } from '@playwright/test';
import { readableDay } from '../packages/contract/src/eastern-time.ts';
import { streakLabel, weekProgressLabel } from '../packages/contract/src/habits-texts.ts';
import type { Habits } from '../packages/contract/src/habits.ts';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { loginInBrowser } from './fixtures.ts';
import { login, MEMBER } from './live-room-kit.ts';
import { asMember, newMember } from './member-fixtures.ts';

const habitsCard = (page: Page) => page.getByRole('region', { name: 'Your week' });

for (const width of [1280, 390]) {
  test.describe(`habits at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // A sign-up, several page loads and two or three axe runs of the whole dashboard each.
    test.setTimeout(120_000);

    test('a member sets a weekly goal on the dashboard and finds it after a reload', async ({
      page,
      request,
    }) => {
      const token = await newMember(page, request);
      await page.goto('/newplatform/dashboard');
      const card = habitsCard(page);
      await expect(card.getByTestId('habits-streak')).toHaveText('No streak yet');
      await expect(card.getByTestId('habits-week')).toHaveText('0 classes this week');
      await settled(page);
      await expectNoSeriousFindings(page, 'the dashboard before a goal');

      await card.getByLabel('Weekly goal', { exact: true }).selectOption('4');
      await card.getByRole('button', { name: 'Set goal' }).click();
      await expect(card.getByRole('status')).toHaveText('Weekly goal saved.');
      await expect(card.getByTestId('habits-week')).toHaveText('0 of 4 classes this week');
      await expect(
        card.getByRole('progressbar', { name: 'Weekly goal: 0 of 4 classes this week' }),
      ).toBeVisible();
      await expectNoSeriousFindings(page, 'the dashboard with a goal saved');

      await page.reload();
      await expect(card.getByTestId('habits-week')).toHaveText('0 of 4 classes this week');
      await expect(card.getByLabel('Weekly goal', { exact: true })).toHaveValue('4');
      await expect(card.getByRole('button', { name: 'Save goal' })).toBeVisible();
      const stored = await asMember<Habits>(request, token, 'GET', '/api/history/myHabits');
      expect(stored.weeklyGoal).toBe(4);
    });

    test('the demo member sees a streak and a goal, and a chart with labelled axes from the first workout', async ({
      page,
      request,
    }) => {
      const token = await login(request, MEMBER);
      await loginInBrowser(page, token);
      const habits = await asMember<Habits>(request, token, 'GET', '/api/history/myHabits');
      // The demo plays cover the three weeks before this one back to back (demo/member.ts).
      expect(habits.streakWeeks).toBeGreaterThanOrEqual(3);
      expect(habits.weeklyGoal).toBe(3);
      await page.goto('/newplatform/dashboard');
      const card = habitsCard(page);
      await expect(card.getByTestId('habits-streak')).toHaveText(streakLabel(habits.streakWeeks));
      await expect(card.getByTestId('habits-week')).toContainText(
        weekProgressLabel(habits.completedThisWeek, 3),
      );
      await expect(card.getByLabel('Weekly goal', { exact: true })).toHaveValue('3');
      await settled(page);
      await expectNoSeriousFindings(page, "the demo member's dashboard");

      const progress = await asMember<{ data: { date: string; calorie: number }[] }>(
        request,
        token,
        'POST',
        '/api/history/myprogress',
        {},
      );
      const first = progress.data[0]!.date;
      await page.goto('/newplatform/progress');
      const chart = page.locator('figure.calorie-chart');
      await expect(chart.locator('[data-axis="calories"]')).toHaveText('Calories (kcal)');
      await expect(chart.locator('[data-axis="time"]')).toHaveText('Day (Eastern Time)');
      // The calorie axis is labelled from 0, and each day's value is written on its bar.
      await expect(chart.locator('.calorie-chart__tick').first()).toHaveText('0');
      const values = await chart.locator('.calorie-chart__value').allTextContents();
      expect(values.length).toBeGreaterThan(0);
      for (const v of values) expect(progress.data.map((r) => String(r.calorie))).toContain(v);
      await expect(chart.locator('figcaption')).toContainText('over the last 30 days');
      await expectNoSeriousFindings(page, 'the progress page');

      await page.getByRole('button', { name: 'All time' }).click();
      await expect(page.getByRole('button', { name: 'All time' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(chart.locator('figcaption')).toContainText(
        `since your first workout on ${readableDay(first)}`,
      );
      await expect(chart.locator('.calorie-chart__bar').first()).toHaveAttribute('data-key', first);
      await expect(page.getByText(`Since your first workout, ${readableDay(first)}`)).toBeVisible();
      await expect(page.getByText(/2018/)).toHaveCount(0);
      await expectNoSeriousFindings(page, 'the progress page, all time');
    });
  });
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ffmpegArgs } from '../apps/server/src/platform/runtime/ffmpeg.ts';
import { expectNoSeriousFindings, settled } from './accessibility-kit.ts';
import { loginInBrowser, origin } from './fixtures.ts';
import { login } from './live-room-kit.ts';
import { classesVia, newMember, play, playerOf, positionOf } from './member-fixtures.ts';

const ADMIN = 'admin.bkpilates@jetsweat.example';
const BK = 402;
const videosApi = `${origin}/api/console/studios/${BK}/videos`;

/** A 2-second MP4 from ffmpeg's test pattern: tiny, so the upload and transcode are quick. */
function tinyClip(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'jetsweat-e2e-clip-')), 'stretch.mp4');
  execFileSync(
    'ffmpeg',
    ffmpegArgs({
      inputs: [
        { generated: 'testsrc=size=320x180:rate=25:duration=2' },
        { generated: 'sine=frequency=440:duration=2' },
      ],
      args: [
        ...['-loglevel', 'error', '-y'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
        ...['-shortest', file],
      ],
    }),
  );
  return file;
}

async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((e) => `${e.tagName}.${e.className}`)
      .slice(0, 8),
  );
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, wide.join(' ')).toBeLessThanOrEqual(client);
}

test('a studio admin uploads a short video that becomes playable in the member library', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await login(request, ADMIN);
  const auth = { authorization: `Bearer ${token}` };
  const title = `Two-minute stretch ${Date.now()}`;
  let consoleId: number | undefined;
  try {
    await loginInBrowser(page, token);
    await page.goto(`/console/studios/${BK}`);
    await page.getByRole('link', { name: /On-demand classes/ }).click();
    await expect(
      page.getByRole('heading', { name: 'BK Pilates: on-demand classes', level: 1 }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Upload a class' });

    // Without a title or a file, each field says what is missing and nothing is sent.
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByText('The title is required.')).toBeVisible();
    await expect(form.getByText('Please choose the video file.')).toBeVisible();
    await settled(page);
    await expectNoSeriousFindings(page, 'the console videos page with its warnings');

    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Class type').selectOption('Stretching');
    await form.getByLabel('Level').selectOption('Beginner');
    await form.getByLabel(/Video file/).setInputFiles(tinyClip());
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByRole('status').last()).toContainText('Uploaded.', { timeout: 30_000 });

    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByRole('status')).toHaveText('Ready', { timeout: 60_000 });
    await expect(row.locator('img')).toBeVisible();
    await row.getByRole('button', { name: 'Publish' }).click();
    await expect(row.getByRole('status')).toHaveText('Ready · Published in the library');
    await settled(page);
    await expectNoSeriousFindings(page, 'the console videos page');
    await page.setViewportSize({ width: 360, height: 900 });
    await expectNoSidewaysScroll(page);

    // Stored: the class is published, in the member library, and the change is in the log.
    const list = await (await request.get(videosApi, { headers: auth })).json();
    const stored = list.content.videos.find((v: { title: string }) => v.title === title);
    consoleId = stored.id as number;
    expect(stored).toMatchObject({ state: 'ready', published: true, classType: 'Stretching' });
    const libraryId = stored.libraryVideoId as number;

    const member = await (await browser.newContext()).newPage();
    const memberToken = await newMember(member, request);
    const library = await classesVia(request, memberToken, { search: title });
    expect(library.map((c) => c.id)).toContain(libraryId);
    await member.goto(`/newplatform/items/classes/${libraryId}`);
    await expect(member.getByRole('heading', { name: title })).toBeVisible();
    await expect(playerOf(member)).toBeVisible();
    await play(member);
    await expect.poll(() => positionOf(member), { timeout: 15_000 }).toBeGreaterThan(0.3);
  } finally {
    // The shared demo library goes back to what the other tests expect.
    if (consoleId) await request.post(`${videosApi}/${consoleId}/unpublish`, { headers: auth });
  }
});

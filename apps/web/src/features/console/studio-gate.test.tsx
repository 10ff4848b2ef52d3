// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useParams } from 'react-router';
import { expect, it } from 'vitest';
import { consoleAccessSchema, consoleTexts, type ConsoleRole } from '@jetsweat/contract';
import { member } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, refuse, server } from '../../test/server.ts';
import { StudioPage } from './studio-gate.tsx';

/** The console access of the signed-in person: studio 3, with this role. */
const accessAs = (role: ConsoleRole) =>
  server.use(
    http.get('/api/console/access', () =>
      answer(consoleAccessSchema, {
        staff: role === 'staff',
        studios: [{ id: 3, name: 'BK Pilates', shortName: 'bkpilates', role }],
      }),
    ),
  );

function GatedPage() {
  const studioId = Number(useParams().studioId);
  return (
    <StudioPage studioId={studioId} title="Money" tab="money">
      <p>The studio’s money</p>
    </StudioPage>
  );
}

const renderGated = (studioId: number) =>
  renderPage(<GatedPage />, {
    path: `/console/studios/${studioId}/money`,
    route: '/console/studios/:studioId/money',
    signedInAs: member,
  });

it.each(['staff', 'admin'] as const)('shows the page to the studio’s %s', async (role) => {
  accessAs(role);
  renderGated(3);
  expect(await screen.findByRole('heading', { name: 'Money at BK Pilates' })).toBeVisible();
  expect(screen.getByText('The studio’s money')).toBeVisible();
  expect(screen.getByRole('link', { name: 'BK Pilates' })).toHaveAttribute(
    'href',
    '/console/studios/3',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('BK Pilates: money | JetSweat'));
});

it('tells an instructor the page is for admins, and leads back to the studio', async () => {
  accessAs('instructor');
  renderGated(3);
  expect(await screen.findByRole('alert')).toHaveTextContent(consoleTexts.adminsOnly);
  expect(screen.getByRole('heading', { name: 'Money' })).toBeVisible();
  expect(screen.queryByText('The studio’s money')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute(
    'href',
    '/console/studios/3',
  );
});

it('tells someone of another studio this one is not theirs, and leads back to the console', async () => {
  accessAs('admin');
  renderGated(4);
  expect(await screen.findByRole('alert')).toHaveTextContent(consoleTexts.notThisStudio);
  expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute(
    'href',
    '/console',
  );
  await waitFor(() => expect(document.title).toBe('Studio money | JetSweat'));
});

it('says why when the access could not be read', async () => {
  server.use(http.get('/api/console/access', () => refuse(500, 'The console is not answering.')));
  renderGated(3);
  expect(await screen.findByRole('alert')).toHaveTextContent('The console is not answering.');
  expect(screen.queryByText('The studio’s money')).not.toBeInTheDocument();
});

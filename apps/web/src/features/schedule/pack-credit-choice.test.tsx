// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, it, vi } from 'vitest';
import {
  memberPacksAnswerSchema,
  studioPacksAnswerSchema,
  workoutSchema,
  type MemberPack,
} from '@jetsweat/contract';
import { eveningLiveClass, member, scheduledWorkout } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, sentTo, server } from '../../test/server.ts';
import { PackCreditChoice } from './pack-credit-choice.tsx';

const pack = (fields: Partial<MemberPack>): MemberPack => ({
  id: 70,
  packId: 9,
  studioId: eveningLiveClass.studioId,
  studioName: eveningLiveClass.studioName,
  name: '5 Class Pack',
  intro: false,
  status: 'paid',
  creditsTotal: 5,
  creditsLeft: 3,
  amountCents: 6000,
  paidAt: '2026-11-01T15:00:00.000Z',
  expiresAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  ...fields,
});

function answerPacks(packs: MemberPack[], studioSells = true) {
  server.use(
    http.get('/api/user/packs', () => answer(memberPacksAnswerSchema, { packs })),
    http.get(`/api/studios/${eveningLiveClass.studioId}/packs`, () =>
      answer(studioPacksAnswerSchema, {
        packs: studioSells
          ? [
              {
                id: 9,
                studioId: eveningLiveClass.studioId,
                name: '5 Class Pack',
                credits: 5,
                priceCents: 6000,
                validDays: 60,
                intro: false,
                onSale: true,
              },
            ]
          : [],
        introOpen: false,
      }),
    ),
  );
}

it('books with a credit of a pack at the class’s studio, counting every usable pack', async () => {
  answerPacks([
    pack({}),
    pack({ id: 71, creditsLeft: 2 }),
    pack({ id: 72, creditsLeft: 4, studioId: 99 }), // another studio's
    pack({ id: 73, creditsLeft: 4, expiresAt: '2020-01-01T00:00:00.000Z' }), // expired
  ]);
  const booked = sentTo();
  server.use(
    http.post(
      '/api/workout/add',
      booked.record(() => answer(workoutSchema, { ...scheduledWorkout, liveClassId: 12 })),
    ),
  );
  const onBooked = vi.fn();
  const { user } = renderPage(
    <PackCreditChoice liveClass={eveningLiveClass} onBooked={onBooked} />,
    {
      signedInAs: member,
    },
  );

  const button = await screen.findByRole('button', { name: 'Book with a class credit (5 left)' });
  expect(
    screen.getByText(/^5 Class Pack: 3 of 5 classes left\. Expires [A-Z][a-z]{2} \d+, \d{4}\.$/),
  ).toBeVisible();
  await user.click(button);
  await vi.waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
  expect(booked.bodies).toEqual([
    expect.objectContaining({ liveClassId: eveningLiveClass.id, videoId: null, usePack: true }),
  ]);
});

it('offers the studio’s packs without a credit, and nothing when it sells none', async () => {
  answerPacks([pack({ creditsLeft: 0 })]);
  const { unmount } = renderPage(
    <PackCreditChoice liveClass={eveningLiveClass} onBooked={() => undefined} />,
    { signedInAs: member },
  );
  const link = await screen.findByRole('link', { name: 'Buy a class pack from Pilates Co' });
  expect(link).toHaveAttribute('href', '/packs/pilates-co');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  unmount();

  answerPacks([], false);
  renderPage(<PackCreditChoice liveClass={eveningLiveClass} onBooked={() => undefined} />, {
    signedInAs: member,
  });
  await vi.waitFor(() => expect(screen.queryByText(/Buy a class pack/)).not.toBeInTheDocument());
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

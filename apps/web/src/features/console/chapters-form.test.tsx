// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import {
  chapterTexts,
  chaptersAnswerSchema,
  chaptersBodySchema,
  type ClassChapters,
} from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { answer, refuse, sentTo, server } from '../../test/server.ts';
import { ChaptersForm } from './chapters-form.tsx';

const data: ClassChapters = {
  videoId: 7,
  title: 'Core Ignite',
  durationSeconds: 1800,
  chapters: [
    { title: 'Warm-up', startSeconds: 0 },
    { title: 'Main set', startSeconds: 300 },
  ],
};

/** PUT …/chapters read with the contract's edge schema; answers what was sent, or `reply`. */
function chaptersRoute(reply?: () => Response) {
  const sent = sentTo();
  server.use(
    http.put(
      '/api/console/studios/3/library/7/chapters',
      sent.record((body) => {
        const parsed = chaptersBodySchema.safeParse(body);
        if (reply) return reply();
        if (!parsed.success) return refuse(400, parsed.error.issues[0]!.message);
        return answer(chaptersAnswerSchema, parsed.data);
      }),
    ),
  );
  return sent;
}

const row = (n: number) => within(screen.getByRole('group', { name: `Chapter ${n}` }));

it('lists the chapters as m:ss and saves an edit, an added chapter and a removal', async () => {
  const sent = chaptersRoute();
  const { user } = renderPage(<ChaptersForm studioId={3} data={data} />);
  expect(row(1).getByLabelText('Start (m:ss)')).toHaveValue('0:00');
  expect(row(2).getByLabelText('Start (m:ss)')).toHaveValue('5:00');
  expect(row(2).getByLabelText('Title')).toHaveValue('Main set');

  await user.clear(row(2).getByLabelText('Title'));
  await user.type(row(2).getByLabelText('Title'), 'Hundreds');
  await user.click(screen.getByRole('button', { name: 'Add a chapter' }));
  await user.type(row(3).getByLabelText('Start (m:ss)'), '25:30');
  await user.type(row(3).getByLabelText('Title'), 'Cool-down');
  await user.click(screen.getByRole('button', { name: 'Remove chapter 1' }));
  await user.click(screen.getByRole('button', { name: 'Add a chapter' }));
  await user.type(row(3).getByLabelText('Start (m:ss)'), '0:00');
  await user.type(row(3).getByLabelText('Title'), 'Warm-up again');
  await user.click(screen.getByRole('button', { name: 'Sort by start time' }));
  expect(row(1).getByLabelText('Title')).toHaveValue('Warm-up again');
  await user.click(screen.getByRole('button', { name: 'Save chapters' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Saved: 3 chapters, as members now see them.',
  );
  expect(sent.bodies).toEqual([
    {
      chapters: [
        { title: 'Warm-up again', startSeconds: 0 },
        { title: 'Hundreds', startSeconds: 300 },
        { title: 'Cool-down', startSeconds: 1530 },
      ],
    },
  ]);
  // Editing again puts the saved state away until the next save.
  await user.type(row(1).getByLabelText('Title'), '!');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('asks for m:ss and sends nothing for a start written otherwise', async () => {
  const sent = chaptersRoute();
  const { user } = renderPage(<ChaptersForm studioId={3} data={data} />);
  await user.clear(row(2).getByLabelText('Start (m:ss)'));
  await user.type(row(2).getByLabelText('Start (m:ss)'), '5 min');
  await user.click(screen.getByRole('button', { name: 'Save chapters' }));
  expect(await screen.findByText(chapterTexts.startNotClock)).toBeInTheDocument();
  expect(row(2).getByLabelText('Start (m:ss)')).toHaveAccessibleDescription(
    chapterTexts.startNotClock,
  );
  expect(sent.bodies).toEqual([]);
});

it('shows the server’s refusal beside the form and at the chapter it names', async () => {
  chaptersRoute(() => refuse(400, chapterTexts.pastTheEnd('30:00'), { field: 'chapters.1' }));
  const { user } = renderPage(<ChaptersForm studioId={3} data={data} />);
  await user.clear(row(2).getByLabelText('Start (m:ss)'));
  await user.type(row(2).getByLabelText('Start (m:ss)'), '31:00');
  await user.click(screen.getByRole('button', { name: 'Save chapters' }));
  const message = chapterTexts.pastTheEnd('30:00');
  expect(await screen.findByText(message, { selector: '.form-error' })).toBeInTheDocument();
  expect(row(2).getByLabelText('Start (m:ss)')).toHaveAccessibleDescription(message);
  expect(row(2).getByLabelText('Start (m:ss)')).toHaveValue('31:00');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('sends a blank title to the server, which says why', async () => {
  const sent = chaptersRoute();
  const { user } = renderPage(<ChaptersForm studioId={3} data={data} />);
  await user.clear(row(1).getByLabelText('Title'));
  await user.click(screen.getByRole('button', { name: 'Save chapters' }));
  expect(
    await screen.findByText(chapterTexts.titleMissing, { selector: '.form-error' }),
  ).toBeInTheDocument();
  expect(sent.bodies).toHaveLength(1);
});

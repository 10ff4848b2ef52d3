// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import {
  classMessageBodySchema,
  classMessageSentSchema,
  consoleClientsTexts,
  MAX_MESSAGE_SUBJECT,
} from '@jetsweat/contract';
import { member } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { answer, refusalBy, sentTo, server } from '../../../test/server.ts';
import { MessageAttendeesForm } from './message-attendees-form.tsx';

const url = '/api/console/studios/3/classes/7/message';

/** The server's rules: the schema's refusals, and a key sent once. */
function messages() {
  const sent = sentTo();
  const seen = new Set<string>();
  server.use(
    http.post(
      url,
      sent.record((body) => {
        const refused = refusalBy(classMessageBodySchema, body);
        if (refused) return refused;
        const { key } = body as { key: string };
        const repeat = seen.has(key);
        seen.add(key);
        return answer(classMessageSentSchema, { sent: 4, repeat });
      }),
    ),
  );
  return sent;
}

const renderForm = () =>
  renderPage(<MessageAttendeesForm studioId={3} classId={7} />, { signedInAs: member });

it('sends the subject and text once with a key, says how many got it, and clears the form', async () => {
  const sent = messages();
  const { user } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Bring a mat');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The reformers are away.');
  const button = screen.getByRole('button', { name: 'Send to attendees' });
  await user.click(button);
  expect(await screen.findByText(consoleClientsTexts.messageSent(4))).toBeVisible();
  const keys = new Set(sent.bodies.map((b) => (b as { key: string }).key));
  expect(keys.size).toBe(1);
  expect(sent.bodies[0]).toMatchObject({ subject: 'Bring a mat', text: 'The reformers are away.' });
  expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  // The next message is a new one: a new key.
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Doors at 9');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'See you.');
  await user.click(button);
  await screen.findByText(consoleClientsTexts.messageSent(4));
  const last = sent.bodies.at(-1) as { key: string };
  expect(keys.has(last.key)).toBe(false);
});

it('shows the refusal of an empty or too long message, keeping what was written', async () => {
  const sent = messages();
  const { user } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send to attendees' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(consoleClientsTexts.messageEmpty);
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi all');
  await user.clear(screen.getByRole('textbox', { name: 'Subject' }));
  await user.click(screen.getByRole('textbox', { name: 'Subject' }));
  await user.paste('x'.repeat(MAX_MESSAGE_SUBJECT + 1));
  await user.click(screen.getByRole('button', { name: 'Send to attendees' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    consoleClientsTexts.subjectTooLong(MAX_MESSAGE_SUBJECT),
  );
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi all');
  expect(sent.bodies).toHaveLength(2);
});

it('sends the same key again after a lost answer, so the server sends nothing twice', async () => {
  const sent = sentTo();
  let first = true;
  server.use(
    http.post(
      url,
      sent.record(() => {
        if (first) {
          first = false;
          return HttpResponse.error();
        }
        return answer(classMessageSentSchema, { sent: 4, repeat: true });
      }),
    ),
  );
  const { user } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Bring a mat');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The reformers are away.');
  await user.click(screen.getByRole('button', { name: 'Send to attendees' }));
  expect(await screen.findByRole('alert')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Send to attendees' }));
  expect(await screen.findByText(consoleClientsTexts.messageAlreadySent(4))).toBeVisible();
  const [a, b] = sent.bodies as { key: string }[];
  expect(a!.key).toBe(b!.key);
});

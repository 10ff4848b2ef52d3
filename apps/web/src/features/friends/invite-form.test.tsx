// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { friendTexts, inviteFriendBodySchema, inviteSentSchema } from '@jetsweat/contract';
import { member } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, refusalBy, sentTo, server } from '../../test/server.ts';
import { InviteForms } from './invite-form.tsx';

/** POST /api/user/friends/invite, its body checked by the contract's schema as the server does. */
function inviteRoute() {
  const sent = sentTo();
  server.use(
    http.post(
      '/api/user/friends/invite',
      sent.record((body) => {
        const to = body as { email?: string; phone?: string };
        return (
          refusalBy(inviteFriendBodySchema, body) ??
          answer(inviteSentSchema, {
            channel: to.email ? 'email' : 'sms',
            address: to.email ?? to.phone ?? '',
          })
        );
      }),
    ),
  );
  return sent;
}

it('invites by e-mail, trimmed, says to whom and empties the field', async () => {
  const sent = inviteRoute();
  const { user } = renderPage(<InviteForms />, { signedInAs: member });
  const form = screen.getByRole('form', { name: 'Invite by e-mail' });
  const send = within(form).getByRole('button', { name: 'Send invite' });
  expect(send).toBeDisabled();

  await user.type(within(form).getByLabelText('Invite by e-mail'), ' sam@example.com ');
  await user.click(send);

  expect(await within(form).findByRole('status')).toHaveTextContent(
    'Invite sent to sam@example.com.',
  );
  expect(sent.bodies).toEqual([{ email: 'sam@example.com' }]);
  expect(within(form).getByLabelText('Invite by e-mail')).toHaveValue('');
});

it('sends a phone number without its spaces and brackets; a bad one is refused with the reason', async () => {
  const sent = inviteRoute();
  const { user } = renderPage(<InviteForms />, { signedInAs: member });
  const form = screen.getByRole('form', { name: 'Invite by text message' });
  const phone = within(form).getByLabelText('Invite by text message (with country code)');

  await user.type(phone, '+1 (555) 123-4567');
  await user.click(within(form).getByRole('button', { name: 'Send invite' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Invite sent to +15551234567.');

  await user.type(phone, '555 1234');
  await user.click(within(form).getByRole('button', { name: 'Send invite' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(friendTexts.invalidPhone);
  expect(phone).toHaveValue('555 1234');
  expect(sent.bodies).toEqual([{ phone: '+15551234567' }, { phone: '5551234' }]);
});

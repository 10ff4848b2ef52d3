// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { chatMessageSchema, type ChatMessage } from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { ChatPanel } from './chat-panel.tsx';
import type { useChat } from './socket/use-chat.ts';

type Chat = ReturnType<typeof useChat>;

const message = (id: number, name: string, text: string, role: ChatMessage['role'] = 'member') =>
  chatMessageSchema.parse({
    id,
    liveClassId: 12,
    userId: id + 100,
    name,
    role,
    text,
    createdAt: '2026-12-02T17:05:00.000Z',
  });

/** The room's chat as use-chat.ts hands it over; `send` answers whether the room took the line. */
const chat = (over: Partial<Chat> = {}): Chat => ({
  messages: [message(2, 'Mia', 'Welcome, everyone!', 'instructor'), message(1, 'Ada', 'Hi!')],
  more: false,
  problem: null,
  send: vi.fn(async () => true),
  loadOlder: vi.fn(async () => undefined),
  remove: vi.fn(async () => undefined),
  ...over,
});

it('shows each message with its sender, the instructor marked, and no Remove for a member', () => {
  renderPage(<ChatPanel chat={chat()} role="member" />);
  const lines = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(lines[0]).toHaveTextContent(/^Mia \(instructor\).*Welcome, everyone!$/);
  expect(lines[1]).toHaveTextContent(/^Ada .*Hi!$/);
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
});

it('sends what is typed and empties the field once the room took it; nothing for blank text', async () => {
  const room = chat();
  const { user } = renderPage(<ChatPanel chat={room} role="member" />);
  const field = screen.getByRole('textbox', { name: 'Message' });
  await user.type(field, '   ');
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

  await user.clear(field);
  await user.type(field, 'Ready!{Enter}');
  expect(room.send).toHaveBeenCalledExactlyOnceWith('Ready!');
  expect(field).toHaveValue('');
});

it('keeps the text when the room refused it, with the reason', async () => {
  const room = chat({ send: vi.fn(async () => false), problem: 'Please wait a moment.' });
  const { user } = renderPage(<ChatPanel chat={room} role="member" />);
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Again{Enter}');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Again');
  expect(screen.getByRole('alert')).toHaveTextContent('Please wait a moment.');
});

it('the instructor may remove a message, and older ones load on asking', async () => {
  const room = chat({ more: true });
  const { user } = renderPage(<ChatPanel chat={room} role="instructor" />);
  await user.click(screen.getByRole('button', { name: 'Remove the message from Ada' }));
  expect(room.remove).toHaveBeenCalledExactlyOnceWith(1);
  await user.click(screen.getByRole('button', { name: 'Load older messages' }));
  expect(room.loadOlder).toHaveBeenCalledOnce();
});

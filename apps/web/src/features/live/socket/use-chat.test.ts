import { describe, expect, it } from 'vitest';
import { liveSocketTexts, type ChatMessage } from '@jetsweat/contract';
import { ApiError } from '../../../lib/api.ts';
import { merge, worthResending } from './use-chat.ts';

const message = (id: number): ChatMessage => ({
  id,
  liveClassId: 1,
  userId: 10 + id,
  name: `Member ${id}`,
  role: 'member',
  text: `line ${id}`,
  createdAt: new Date(Date.UTC(2026, 4, 1, 14, 0, id)).toISOString(),
});

describe('the chat list (spec 4: newest first)', () => {
  it('puts a new message at the front', () => {
    const ids = merge([message(5)], [message(4), message(3)]).map((m) => m.id);
    expect(ids).toEqual([5, 4, 3]);
  });

  it('puts an older batch (newest first, as the server sends it) behind', () => {
    const ids = merge([message(5), message(4)], [message(3), message(2)]).map((m) => m.id);
    expect(ids).toEqual([5, 4, 3, 2]);
  });

  it('keeps each message once: one’s own message also comes back from the room', () => {
    const ids = merge([message(6)], [message(6), message(5)]).map((m) => m.id);
    expect(ids).toEqual([6, 5]);
  });
});

describe('sending again after a drop', () => {
  it('sends again what got no answer, or reached the server before the room was entered again', () => {
    expect(worthResending(new Error('operation has timed out'))).toBe(true);
    expect(worthResending(new ApiError(403, liveSocketTexts.notInRoom, {}))).toBe(true);
  });

  it('does not send again what the server refused for what it says', () => {
    expect(worthResending(new ApiError(400, liveSocketTexts.chatTooLong, {}))).toBe(false);
    expect(worthResending(new ApiError(400, liveSocketTexts.chatHidingCharacters, {}))).toBe(false);
    expect(worthResending(new ApiError(429, liveSocketTexts.chatTooFast, {}))).toBe(false);
    expect(worthResending(new ApiError(402, 'Book the class first', {}))).toBe(false);
  });
});

import { useId } from 'react';
import type { Socket } from 'socket.io-client';
import { liveCheerTexts as texts, liveReactionFaces } from '@jetsweat/contract';
import { useRoomReactions } from './socket/use-room-reactions.ts';
import './cheers.css';

/**
 * The members' latest reactions, for the instructor, each for a few seconds. Not announced as
 * they come: like the zones, the instructor looks when they choose to.
 */
export function RoomReactions({
  socket,
  liveClassId,
}: {
  socket: Socket | null;
  liveClassId: number;
}) {
  const heading = useId();
  const reactions = useRoomReactions(socket, liveClassId);
  return (
    <section className="board" aria-labelledby={heading}>
      <h2 className="board__title" id={heading}>
        {texts.reactionsTitle}
      </h2>
      {reactions.length === 0 ? (
        <p className="board__total">{texts.noReactions}</p>
      ) : (
        <ul className="cheers__incoming">
          {reactions.map(({ key, item }) => (
            <li key={key}>
              <span aria-hidden="true">{liveReactionFaces[item].emoji}</span>{' '}
              {liveReactionFaces[item].name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

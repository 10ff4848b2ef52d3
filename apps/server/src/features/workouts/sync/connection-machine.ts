import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/**
 * A member's connection to Google Calendar or Outlook (calendar_connections.state). A grant the
 * provider refuses needs the member to sign in again; a disconnection removes the synced events
 * before the connection is forgotten.
 */
export const connection = stateMachine(
  'calendar connection',
  ['connected', 'needs-reconnecting', 'disconnecting'],
  {
    /** Signed in (again). */
    connect: { from: [NONE, 'connected', 'needs-reconnecting'], to: 'connected' },
    /** The provider refused the grant while syncing. */
    lose: { from: ['connected'], to: 'needs-reconnecting' },
    /** The member disconnected: asked again, it stays disconnecting. */
    disconnect: { from: ['connected', 'needs-reconnecting', 'disconnecting'], to: 'disconnecting' },
    /** The synced events are removed (or can no longer be): the grant is forgotten. */
    forget: { from: ['disconnecting'], to: NONE },
  },
);
export type ConnectionState = (typeof connection.states)[number];

import { LIVE_CLASS_JOIN_OPENS_MINUTES } from './schedule-texts.ts';

/**
 * The live room opens LIVE_CLASS_JOIN_OPENS_MINUTES before a class starts (the same moment the
 * schedule's "Join" appears) and closes when the class ends: its start plus its minutes.
 */
export const LIVE_ROOM_OPENS_MINUTES = LIVE_CLASS_JOIN_OPENS_MINUTES;
/** The longest a chat message may be. */
export const LIVE_CHAT_MAX_LENGTH = 500;
/** A page's reported camera time may run ahead of the server's clock by this much at most. */
export const LIVE_CAMERA_CLOCK_SLACK_SECONDS = 60;

/** What the live room's calls answer when they refuse, and our own texts for it. */
export const liveTexts = {
  notBooked:
    'You have not booked this class. Book it on the live schedule (it is free with a plan or day pass that includes it) to join.',
  notInstructor: 'Only the instructors of this class’s studio can teach it.',
  notYetOpen: `The class room opens ${LIVE_ROOM_OPENS_MINUTES} minutes before the class starts.`,
  classEnded: 'This class has ended.',
  attendanceNotFound: 'We could not find that attendance record.',
  cameraTimeTooLong: 'The camera time is longer than the time since you joined the class.',
  /** Spec 8, word for word. */
  streamIdInUse: 'Stream id is already being used. Please change stream id or keep it empty',
  classAlreadyLive: 'This class is already live. End its broadcast before starting another.',
  broadcastNotFound: 'We could not find that broadcast.',
  noClassToGoLive: `None of the classes you teach is open to go live now: a class's room opens ${LIVE_ROOM_OPENS_MINUTES} minutes before it starts.`,
  badStreamId:
    'The stream id may hold only letters, digits, - and _ (at most 64), or be left empty.',
} as const;

/** The most chat messages a member sends to one class's room in LIVE_CHAT_WINDOW_SECONDS. */
export const LIVE_CHAT_MESSAGES_PER_WINDOW = 5;
export const LIVE_CHAT_WINDOW_SECONDS = 10;
/**
 * The events one live-room connection may send in LIVE_SOCKET_WINDOW_SECONDS (docs/security.md):
 * an ICE candidate burst travels as one `signal` (or `media:ice`), so an instructor's page opening
 * a connection to each member spends about three events on each.
 */
export const LIVE_SOCKET_EVENTS_PER_WINDOW = 100;
export const LIVE_SOCKET_WINDOW_SECONDS = 10;
/** The most ICE candidates one `signal` or `media:ice` carries (a browser's burst is a few). */
export const LIVE_ICE_BATCH_MAX = 32;

/** The most messages one history batch holds; the default when none is asked for. */
export const LIVE_CHAT_BATCH_MAX = 50;
export const LIVE_CHAT_BATCH_DEFAULT = 30;

/** The live room's socket (socket.io, path /socket.io): what the client and server send. */
export const liveSocketEvents = {
  /** client → server, with an ack: enter a class's room (the same rule as the calls). */
  join: 'room:join',
  leave: 'room:leave',
  /** server → room: someone entered or left (socket id, user id, role), for signalling. */
  peerJoined: 'room:peer-joined',
  peerLeft: 'room:peer-left',
  /** client → server with an ack; server → room: a new message. */
  chatSend: 'chat:send',
  chatMessage: 'chat:message',
  /** client → server with an ack: a batch of older messages, newest first. */
  chatHistory: 'chat:history',
  /** client (instructor) → server with an ack; server → room: the message's id. */
  chatRemove: 'chat:remove',
  chatRemoved: 'chat:removed',
  /** client → server with an ack; server → the one peer named: offer, answer or ICE. */
  signal: 'signal',
  /** server → client: the session ended or the socket was refused; the client must log in. */
  error: 'live:error',
} as const;

/** The socket's own texts. */
export const liveSocketTexts = {
  sessionNeeded: 'Please log in to join the class.',
  sessionEnded: 'Your session has ended. Please log in again.',
  notInRoom: 'Join the class room first.',
  chatEmpty: 'Please write a message.',
  chatTooLong: `A message may be at most ${LIVE_CHAT_MAX_LENGTH} characters.`,
  chatTooFast: 'You are sending messages too quickly. Please wait a few seconds.',
  chatControlCharacters: 'The message contains characters we cannot accept.',
  chatHidingCharacters:
    'The message contains invisible characters that reverse or hide text. Please remove them and send it again.',
  messageNotFound: 'We could not find that message.',
  onlyInstructorRemoves: 'Only the class’s instructor can remove a message.',
  peerNotFound: 'That participant is no longer in the class.',
  signalNotAllowed: 'Video is set up only between a member and the class’s instructor.',
  tooManyConnections:
    'You have the class open in too many windows or devices. Close one and try again.',
  badRequest: 'The request could not be read.',
  /** The page's own: a message that got no answer, sent again once the room is back. */
  chatResending: 'Reconnecting… your message will be sent when the class is back.',
  chatNotSent: 'Your message could not be sent. Please check your connection and try again.',
} as const;

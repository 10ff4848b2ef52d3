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
  badStreamId:
    'The stream id may hold only letters, digits, - and _ (at most 64), or be left empty.',
} as const;

/** Answers the API gives whatever the call: what went wrong with the request itself. */
export const apiTexts = {
  controlCharacters: 'The request contains characters we cannot accept.',
  badUrl: 'That address is not valid.',
  urlTooLong: 'That address is too long.',
  headersTooLarge: 'The request headers are too large.',
  badRequest: 'The request could not be read.',
  requestTimeout: 'The request took too long to arrive.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  invalidRequest: 'The request is not valid.',
  somethingWentWrong: 'Something went wrong on our side. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please slow down.',
  overloaded: 'We are very busy right now. Please try again in a few seconds.',
  unavailable: 'The service is unavailable for a moment. Please try again in a few seconds.',
  shuttingDown: 'This server is restarting. Please try again in a few seconds.',
} as const;

/** What GET /readyz names when an instance should not take traffic. */
export const readinessTexts = {
  databaseDown: 'Not ready: the database does not answer.',
  migrationsPending: 'Not ready: database migrations have not all been applied.',
  jobsStopped: 'Not ready: the background jobs are not running.',
  overloaded: 'Not ready: this instance is overloaded.',
  draining: 'Not ready: this instance is shutting down.',
} as const;

/**
 * Machine-readable codes a failure envelope may carry (`{status: 0, content, code}`), so a
 * client chooses what to do by the code and never by matching the human text.
 */
export const apiErrorCodes = {
  /** The promo code does not exist (the text is spec 8's 'No such coupon: …'). */
  noSuchCoupon: 'no_such_coupon',
  /** The member area's content needs a plan (402): the web app offers the plans page. */
  notEntitled: 'not_entitled',
  /** The class is on the person's schedule already (409): the booking flow shows it as booked. */
  alreadyRegistered: 'already_registered',
  /** The live room is not open yet (409): the page counts down to the class. */
  liveRoomNotOpen: 'live_room_not_open',
  /** The class is over (409): the page says so instead of a room. */
  liveClassEnded: 'live_class_ended',
  /** The stream id names a broadcast already (409, spec 8): non-fatal, the id stays usable. */
  streamIdInUse: 'stream_id_in_use',
  /**
   * The class's recording has ended (409): the class is on air again after its scheduled end,
   * past which a recording is not resumed; the page carries on unrecorded, without an alarm.
   */
  recordingClosed: 'recording_closed',
} as const;
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];

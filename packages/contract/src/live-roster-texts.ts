/**
 * The instructor's roster of a class's room and their hand in it (issue 51, item 6): who is
 * there, who left, whose camera is on; hiding a member's camera, removing a member.
 */

/** The most members one roster answer lists (present first); the rest are counted, not named. */
export const LIVE_ROSTER_MAX = 200;
/** A roster name is at most this many characters (a first name and the last name's initial). */
export const LIVE_ROSTER_NAME_MAX = 40;

/** The roster's and moderation's socket events. */
export const liveRosterEvents = {
  /**
   * client → server with an ack: the roster now, and its changes from then on (roster:member).
   * For the class's instructors and its studio's admins only.
   */
  watch: 'roster:watch',
  /** server → the roster's watchers: one member's line changed (came, left, camera, hidden). */
  member: 'roster:member',
  /** client (member) → server with an ack: one's own camera went on or off (peer to peer). */
  cameraState: 'camera:state',
  /** client (instructor) → server with an ack: hide or show again one member's camera. */
  hideCamera: 'moderation:hide-camera',
  showCamera: 'moderation:show-camera',
  /** client (instructor) → server with an ack: remove a member from the room and its chat. */
  remove: 'moderation:remove',
  /** server → the member's pages in the room: the instructor hid (or showed again) their camera. */
  cameraHidden: 'moderation:camera-hidden',
  /** server → the member's pages in the room, before their connection closes: removed. */
  removed: 'moderation:removed',
} as const;

export const liveRosterTexts = {
  notAllowed: 'Only the class’s instructors and its studio’s admins can see who is in the class.',
  onlyInstructorModerates: 'Only the class’s instructor can hide a camera or remove a member.',
  notAMember: 'That person is not a member of this class.',
  /** What the member is told, in their room and on any later try to come back in. */
  cameraHidden:
    'The instructor has turned off your camera for this class. You can still watch and chat.',
  cameraShown: 'The instructor has allowed your camera again. You can turn it on.',
  removed:
    'The instructor removed you from this class, so you can no longer watch it or chat in it. If you think this is a mistake, contact the studio.',
} as const;

/** The instructor's page: the roster, the device check before going live, the on-air line. */
export const instructorRoomTexts = {
  /** Once live: N is the members in the room now (the server's roster). */
  youAreLive: (watching: number) => `You are live, ${watching} watching`,
  rosterTitle: 'In the class',
  noMembersYet: 'No members have come in yet.',
  here: 'Here',
  left: 'Left',
  removed: 'Removed',
  cameraOn: 'camera on',
  cameraHidden: 'camera hidden',
  confirmRemove: (name: string) => `Remove ${name}? They cannot come back into this class.`,
  checkTitle: 'Check your camera and microphone',
  checkHint: 'Members see and hear what you see and hear here. Go live when both look right.',
  cameraWorking: (label: string) => `Camera working: ${label}`,
  noCamera: 'No picture from the camera yet.',
  microphoneChosen: (label: string) => `Microphone: ${label}`,
  microphoneHeard: 'We can hear your microphone.',
  microphoneSilent: 'Say something: the bar moves when the microphone hears you.',
} as const;

/** Texts the specification quotes for friends (spec 4, 8), and our own for the server's refusals. */
export const friendTexts = {
  userNotFound: 'User not found! Invite them by using the links below.',
  requestSent: 'Friend request successfully sent.',
  memberNotFound: 'We could not find that member.',
  whomToAsk:
    'Please search for the member you want to add by their name, handle or e-mail address.',
  searchExpired: 'That search has expired. Please search for them again.',
  requestNotFound: 'We could not find that friend request.',
  notYourFriend: 'That member is not one of your friends.',
  notYourself: 'You cannot add yourself as a friend.',
  alreadyFriends: 'You are already friends.',
  removeWhom: 'Please say which friend or request to remove.',
  inviteWhom: 'Please enter an e-mail address or a phone number (one of the two).',
  invalidPhone: 'Please enter a phone number with its country code, like +15551234567.',
  alreadyInvited: 'You already invited them today.',
  inviteNotFound: 'This invite link is not valid any more.',
  tooManySearches: 'Too many searches today. Please try again tomorrow.',
  tooManyInvites: 'Too many invites today. Please try again tomorrow.',
  nowFriends: 'You are now friends.',
  handleRule:
    'Please choose a handle of 3 to 20 letters (a-z), digits or underscores, like ana_runs.',
  handleTaken: 'That handle is taken. Please choose another.',
  findableChoice: 'Please say yes or no.',
  queryTooShort: 'Please type at least 2 letters of their name or handle.',
  queryTooLong: 'Please type at most 40 characters.',
  handleSaved: 'Your handle is saved.',
  handleRemoved: 'Your handle is removed.',
  findByName: 'Let members find me by my name and handle',
  findByNameHint: 'They see your first name, the first letter of your last name and your handle.',
  findByEmail: 'Let members who know my e-mail address find me by it',
  findByEmailHint: 'They never see your address in the answer.',
} as const;

/** A phone number as E.164: a plus, the country code and the number, digits only. */
export const PHONE_PATTERN = /^\+[1-9][0-9]{6,14}$/;
/** How long an invite link works. */
export const FRIEND_INVITE_DAYS = 30;

/** Training together: who of the member's friends is going to a class, and the sharing setting. */
export const friendActivityTexts = {
  going: (n: number) => (n === 1 ? '1 friend is going' : `${n} friends are going`),
  finishedHeading: 'Friends this week',
  goingHeading: 'Friends are going',
  shareActivity: 'Share my activity with friends',
  shareActivityHint:
    'Your friends see the live classes you booked and the classes you finished this week.',
  saved: 'Saved.',
} as const;

/**
 * The studio console's clients (issue 54, item 5): texts and limits of the client list, a
 * client's history, staff notes and the message to a class's attendees. Kept apart from zod so a
 * page downloads only what it uses.
 */
export const consoleClientsTexts = {
  title: 'Clients',
  intro: 'Members who booked, bought or watched your classes, latest activity first.',
  searchLabel: 'Search by name or e-mail',
  noClients: 'No clients yet: members who book, buy or watch your classes show here.',
  noMatch: 'No client matches that search.',
  exportCsv: 'Export CSV',
  clientNotFound: 'We could not find that client at this studio.',
  notesTitle: 'Private notes',
  notesIntro: "Seen only by this studio's admins and JetSweat staff, never by the member.",
  noNotes: 'No notes yet.',
  noteAdded: 'Note added.',
  noteEmpty: 'Please write the note.',
  noteTooLong: (max: number) => `A note may be at most ${max} characters.`,
  messageTitle: 'Message attendees',
  messageIntro: 'An e-mail to every member booked into this class.',
  subjectEmpty: 'Please write a subject.',
  subjectTooLong: (max: number) => `The subject may be at most ${max} characters.`,
  messageEmpty: 'Please write the message.',
  messageTooLong: (max: number) => `The message may be at most ${max} characters.`,
  messageKeyInvalid: 'This form has expired. Please reload the page and send again.',
  messageNobody: 'Nobody is booked into this class, so there is nobody to write to.',
  messageSent: (n: number) => `Sent to ${n} member${n === 1 ? '' : 's'}.`,
  messageAlreadySent: (n: number) =>
    `This message was already sent (to ${n} member${n === 1 ? '' : 's'}); it was not sent again.`,
} as const;

/** Longest note text, message subject and message text (characters). */
export const MAX_CLIENT_NOTE = 2000;
export const MAX_MESSAGE_SUBJECT = 150;
export const MAX_MESSAGE_TEXT = 5000;
/** Clients on one page of the list; the longest search. */
export const CLIENTS_PAGE_SIZE = 50;
export const MAX_CLIENT_SEARCH = 100;

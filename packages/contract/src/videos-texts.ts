/** Texts for the on-demand library, programs, history, progress and player events. */
export const videoTexts = {
  notEntitled:
    'On-demand classes are for members. Choose a plan at /subscription to start your free trial.',
  videoNotFound: 'We could not find that class.',
  programNotFound: 'We could not find that program.',
  oneSortOnly: 'Please choose one sort order.',
  rangeReversed: 'The lowest value must not be above the highest.',
  datesReversed: 'The start date must not be after the end date.',
  unknownPageStart: 'The class to continue the list after does not exist.',
  loading: 'Loading classes...',
  streamLinkExpired: 'This class link has expired. Open the class again to keep watching.',
  streamLinkInvalid: 'This class link is not valid. Open the class from the library.',
  streamFailed: 'This class video could not be loaded. Reload the page to try again.',
  demoVideoPreparing:
    'This demo video is still being prepared on this computer. Try again in a few minutes.',
  sessionOfAnotherClass: 'This play session belongs to another class. Start the class again.',
  searchTooLong: 'Please search with at most 100 characters.',
  searchNoWords: 'Please search with letters or numbers.',
  searchNotText: 'The search must be text.',
  instructorNotText: 'Please choose an instructor by name (at most 100 characters).',
  searchLabel: 'Search classes',
  noResults: 'No classes match these filters. Try removing one.',
} as const;

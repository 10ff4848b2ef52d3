/** Answers the API gives whatever the call: what went wrong with the request itself. */
export const apiTexts = {
  controlCharacters: 'The request contains characters we cannot accept.',
  badUrl: 'That address is not valid.',
  urlTooLong: 'That address is too long.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  invalidRequest: 'The request is not valid.',
  somethingWentWrong: 'Something went wrong on our side. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please slow down.',
} as const;

/**
 * Texts every page of the web app may show (any failed call, a session that cannot load), in a
 * file of their own: the bundler keeps a shared file whole, so the web app's first load carries
 * these lines and not the whole accounts and API tables they belong with (issue 27, item 3).
 */
export const unknownErrorText = 'Unknown error. Please try later.';
export const failedToFetchUserText = 'Failed to fetch user information';

/** Said under a failure on the server's side, so a person can point support at its log lines. */
export const quoteToSupport = (requestId: string) => `Quote this id to support: ${requestId}`;

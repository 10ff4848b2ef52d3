/**
 * Whether a path (or URL) is the API's: /api/, and the streaming server's calls the live room
 * answers (/rest/v2/broadcasts), which count as the API for the flood limit and caching alike.
 */
export const isApiPath = (url: string): boolean =>
  url.startsWith('/api/') || url.startsWith('/rest/');

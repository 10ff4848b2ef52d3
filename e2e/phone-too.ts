/**
 * Marks a test to run a second time on a phone's screen (390 × 844), in the `phone` project of
 * playwright.config.ts, besides the desktop run every test gets. For tests written once for both
 * widths; tests that loop over widths themselves need no mark.
 */
export const PHONE_TOO = { tag: '@phone' };

export const PHONE_VIEWPORT = { width: 390, height: 844 };

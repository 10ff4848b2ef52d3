// JetSweat has no store apps (issue 56, point 7; docs/decisions/0119-no-promise-of-apps-that-do-not-exist.md):
// a page that says where classes play may not promise one, by name or by a link to a store. Shared
// by the unit tests (store-apps.ts) and the end-to-end test of the pages (e2e/where-classes-play.spec.ts).
export const STORE_WORDS =
  /app store|play store|google play|ipad app|iphone app|iphone and ipad app|roku|apple tv app|android app/i;
export const STORE_HOSTS = /apps\.apple\.com|roku\.com|play\.google\.com|amazon\.com/i;

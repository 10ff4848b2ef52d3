/**
 * The boundaries `npm run lint` keeps (see docs/decisions/0008-boundaries-a-linter-keeps.md).
 *
 * Web (bulletproof-react): imports flow shared (src/lib, src/ui) -> src/features/<name> -> src/app.
 * Server: routes -> service -> store inside a feature; src/platform is cross-cutting and imports
 * no feature; a feature reaches another only through that feature's service.
 *
 * Violations that existed when a rule came in are listed in
 * .dependency-cruiser-known-violations.json and ignored; anything new fails the lint. Shrink the
 * list with `npm run lint:deps:baseline` once a violation is gone.
 */
const web = '^apps/web/src/';
const server = '^apps/server/src/';
const testFile = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A module that reaches itself through its imports: split it, or move what both need.',
      severity: 'error',
      from: { path: '^apps/(web|server)/src/' },
      to: { circular: true },
    },
    {
      name: 'no-feature-cycles',
      comment:
        'Two features that import each other, directly or round a ring of features: move what ' +
        'both need to where its name says, or let one call the other through what it is handed.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/(web|server)/src/features/[^/]+/?$' },
      to: { circular: true },
    },
    {
      name: 'web-no-cross-feature',
      comment:
        'Web features do not import each other: what several use moves to src/lib or src/ui, or a ' +
        'page in src/app composes them.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'src/lib and src/ui are shared by every feature, so they import none.',
      severity: 'error',
      from: { path: `${web}(lib|ui)/` },
      to: { path: `${web}features/` },
    },
    {
      name: 'web-only-app-imports-app',
      comment: 'src/app composes everything; nothing below it imports it.',
      severity: 'error',
      from: { path: `${web}(lib|ui|features)/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'server-platform-imports-no-feature',
      comment: 'src/platform is cross-cutting: features use it, never the other way round.',
      severity: 'error',
      from: { path: `${server}platform/` },
      to: { path: `${server}features/` },
    },
    {
      name: 'server-routes-no-store',
      comment:
        'Routes parse, call a service built once in app.ts, and answer: a *routes*.ts file never ' +
        'imports a *store*.ts file (routes -> service -> store inside a feature).',
      severity: 'error',
      from: { path: `${server}features/.*routes[^/]*\\.ts$` },
      to: { path: `${server}features/.*store[^/]*\\.ts$` },
    },
    {
      name: 'server-features-meet-through-services',
      comment:
        "A feature uses another only through that feature's service.ts, never its store, routes " +
        'or helpers.',
      severity: 'error',
      from: { path: `${server}features/([^/]+)/` },
      to: {
        path: `${server}features/`,
        pathNot: [`${server}features/$1/`, `${server}features/[^/]+/service\\.ts$`],
      },
    },
    {
      name: 'server-demo-through-services',
      comment:
        'The demo data (src/demo) reaches a feature only through its service.ts, as another ' +
        'feature would: what it writes goes through the owner.',
      severity: 'error',
      from: { path: `${server}demo/` },
      to: {
        path: `${server}features/`,
        pathNot: `${server}features/[^/]+/service\\.ts$`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may set up data through any module; the rules are about the product's own code.
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', testFile, '^apps/server/test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

/**
 * The import rules of the house, checked by dependency-cruiser (`npm run lint:deps`, inside `npm run lint`,
 * so in CI). Each rule's `comment` is its reason. There is deliberately no list of exceptions: a new import
 * that breaks a rule changes the code, or changes the rule here together with its reason.
 * `scripts/boundaries/rules.test.ts` holds one refused case per rule (and the accepted import beside it).
 *
 * In `to.path`, `$1` stands for the first group `from.path` captured ("the importer's own module").
 */

/** Tests and test kits may read any table and use the fakes; product code may not (scripts/boundaries/test-code.cjs). */
const { TEST_CODE, TEST_KITS } = require('./scripts/boundaries/test-code.cjs');
const SERVICES = 'ai|ledger|mail|engine|jobs|realtime';
/** The rooms of server/modules/workflows (its README says what each holds); they form no loop. */
const WORKFLOW_ROOMS = 'runs|ports|execution|triggers|approvals|knowledge|versions|agents';
const FEATURE_SURFACE = '^client/src/features/[^/]+/index\\.tsx?$';
const FEATURE_LAZY_SURFACE = '^client/src/features/[^/]+/lazy\\.ts$';
/** A screen: the whole of what one page shows, imported by the page alone (see pages-use-feature-surface). */
const FEATURE_SCREEN = '^client/src/features/.+-(screen|view)\\.tsx$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'common-is-a-leaf',
      comment: 'common/ is imported by the browser and the server alike, so it imports nothing of ours.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(client|server|e2e|scripts|bench)/' },
    },
    {
      name: 'client-never-imports-server',
      comment: 'The browser bundle must never pull server code (secrets, Node APIs); share through common/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-never-imports-client',
      comment: 'The server shares with the browser through common/ only.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'lib-imports-nothing-of-ours',
      comment:
        'server/lib/ holds the small pieces every layer uses (errors, logger, stores): it depends on no layer.',
      severity: 'error',
      from: { path: '^server/lib/' },
      to: { path: '^server/', pathNot: '^server/lib/' },
    },
    {
      name: 'http-imports-only-lib',
      comment:
        'server/http/ is the route kit every module uses: it may use lib/, never a module, a service or the database.',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/', pathNot: '^server/(http|lib)/' },
    },
    {
      name: 'db-imports-nothing-of-ours',
      comment:
        'server/db/ is the schema and the client; it shares enums with common/ and imports nothing else of ours.',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/', pathNot: '^server/(db|lib)/' },
    },
    {
      name: 'engine-is-pure',
      comment:
        'server/engine/ runs workflow documents with no I/O of its own: the server injects storage, time, ' +
        'services and node implementations. It imports common/ and itself only: never the database, a module, ' +
        'the route kit, the configuration or another service (server/engine/README.md). Its tests may.',
      severity: 'error',
      from: { path: '^server/engine/', pathNot: TEST_CODE },
      to: { path: '^server/', pathNot: '^server/engine/' },
    },
    {
      name: 'services-never-import-modules',
      comment:
        'Cross-cutting services sit below the modules: a module hands a service what it needs, never the reverse.',
      severity: 'error',
      from: { path: `^server/(${SERVICES})/` },
      to: { path: '^server/modules/' },
    },
    {
      name: 'services-never-import-http',
      comment:
        'Services are called from routes, workers and the CLI alike, so they know nothing of HTTP: ' +
        'a route turns their results and errors into responses (server/http/ is the route kit).',
      severity: 'error',
      from: { path: `^server/(${SERVICES})/` },
      to: { path: '^server/http/' },
    },
    {
      name: 'module-public-surface',
      comment: "A module uses another module only through that module's index.ts, its public surface.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-surface-from-outside',
      comment:
        'Code outside the modules (app.ts, the test kit, services, scripts) reaches a module only through its index.ts.',
      severity: 'error',
      from: { path: '^(server|e2e|bench|scripts)/', pathNot: '^server/modules/' },
      to: { path: '^server/modules/', pathNot: '^server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'workflow-room-surface',
      comment:
        'The workflows module is in rooms (server/modules/workflows/README.md): code outside a room, in the module, ' +
        "uses it only through the room's index.ts. Tests may reach inside.",
      severity: 'error',
      from: {
        path: `^server/modules/workflows/`,
        pathNot: [`^server/modules/workflows/(${WORKFLOW_ROOMS})/`, '\\.test\\.ts$'],
      },
      to: { path: `^server/modules/workflows/(${WORKFLOW_ROOMS})/`, pathNot: '/index\\.ts$' },
    },
    {
      name: 'workflow-rooms-use-each-other-through-index',
      comment: "A room of the workflows module uses another room only through that room's index.ts.",
      severity: 'error',
      from: { path: `^server/modules/workflows/(${WORKFLOW_ROOMS})/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: `^server/modules/workflows/(${WORKFLOW_ROOMS})/`,
        pathNot: ['^server/modules/workflows/$1/', '/index\\.ts$'],
      },
    },
    {
      name: 'module-owns-its-tables',
      comment:
        'A module touches only its own tables (server/db/schema/<module>*.ts) and never through the barrel; ' +
        'other data comes through the owning service. Tests may read any table to check what a call did.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^server/db/schema/', pathNot: '^server/db/schema/$1[.-]' },
    },
    {
      name: 'service-owns-its-tables',
      comment:
        'The same for the cross-cutting services: the ledger owns the ledger tables, mail the outbox, ai its own.',
      severity: 'error',
      from: { path: '^server/(ai|ledger|mail)/', pathNot: TEST_CODE },
      to: { path: '^server/db/schema/', pathNot: '^server/db/schema/$1[.-]' },
    },
    {
      name: 'test-kits-are-for-tests',
      comment:
        'Fakes, harnesses and testing/ folders may read any table and fake any service, so only tests, other ' +
        'test kits and benchmarks import them: product code that did would get around every rule above.',
      severity: 'error',
      from: { path: '^(server|client|common)/', pathNot: TEST_CODE },
      to: { path: TEST_KITS },
    },
    {
      name: 'feature-public-surface',
      comment: "A client feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/', pathNot: ['^client/src/features/$1/', FEATURE_SURFACE] },
    },
    {
      name: 'pages-use-feature-surface',
      comment:
        "A page shows a feature through the feature's index.ts, its public surface, or through one screen file " +
        '(`*-screen.tsx`, `*-view.tsx`: the whole of what one page shows). Pages load lazily, one chunk each; ' +
        "through the barrel the bundler joins a page's chunk with every other user of that index.ts (measured: " +
        'the coming-soon pages carried the landing page, the debugger joined the canvas to the workflow ' +
        'hooks, the fleet and providers screens joined the pieces other features show). Any other file is ' +
        "the feature's own business.",
      severity: 'error',
      from: { path: '^client/src/pages/', pathNot: TEST_CODE },
      to: { path: '^client/src/features/', pathNot: [FEATURE_SURFACE, FEATURE_SCREEN] },
    },
    {
      name: 'app-shell-uses-feature-surface',
      comment:
        'The app shell (router, layout, providers) uses a feature only through its index.ts, the public surface ' +
        'the feature keeps safe for the first page, or, from a part of the shell loaded on demand (the signed-in ' +
        "menus), through the feature's lazy.ts: what must stay off the first page (sign-out through index.ts put " +
        'the zod schemas, 95 kB, on every first page).',
      severity: 'error',
      from: { path: '^client/src/app/', pathNot: TEST_CODE },
      to: { path: '^client/src/features/', pathNot: [FEATURE_SURFACE, FEATURE_LAZY_SURFACE] },
    },
    {
      name: 'components-and-lib-are-below-features',
      comment:
        'client components/ and lib/ serve every feature and page, so they import neither (nor the app shell).',
      severity: 'error',
      from: { path: '^client/src/(components|lib)/' },
      to: { path: '^client/src/(features|pages|app)/' },
    },
    {
      name: 'features-are-below-pages',
      comment: 'Pages compose features; a feature never imports a page.',
      severity: 'error',
      from: { path: '^client/src/features/' },
      to: { path: '^client/src/pages/' },
    },
    {
      name: 'no-cycles',
      comment:
        'Files that import each other, directly or around a loop, cannot be understood, tested or loaded one ' +
        'at a time. Type-only imports count: a type cycle still says two files disagree about who owns a concept.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'Features, modules and server folders form no loop either (through any of their files): each one can ' +
        'then be read, changed and tested on top of the ones below it. Tests and test kits import the harness ' +
        'that imports everything, so scripts/boundaries/lint-deps.mjs checks this rule on the graph without them.',
      severity: 'error',
      scope: 'folder',
      from: {
        path: `^(client/src/features/[^/]+|server/modules/[^/]+|server/modules/workflows/(${WORKFLOW_ROOMS})|client/src/features/workflows/[^/.]+|server/[^/]+)$`,
      },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment:
        'An import of ours that resolves to no file is a typo or a broken alias, and would hide its edge from ' +
        'every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^(\\.|@/|@common/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '/migrations/', '(^|/)dist/', '\\.d\\.[cm]?ts$'] },
    moduleSystems: ['es6', 'cjs'],
    // TypeScript 7 has no compiler API, so the TypeScript step is scripts/boundaries/typescript-adapter
    // (esbuild, keeping type-only imports as imports) and the JavaScript it gives is read by acorn: tsc as a
    // parser (tsPreCompilationDeps: true) would need TypeScript's own AST.
    tsPreCompilationDeps: false,
    parser: 'acorn',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    progress: { type: 'none' },
  },
};

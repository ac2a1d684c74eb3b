/**
 * The import rules of the house. `npm run lint` checks every edge of the import graph against them, and CI
 * runs it; there is deliberately no list of exceptions. A new edge that breaks a rule changes the code, or
 * changes the rule here together with its reason.
 *
 * A rule forbids edges whose importer matches `from` and whose target matches `to`, unless the target
 * matches one of `allow`. `$1` in an `allow` pattern stands for the first group `from` captured (for example
 * "the importer's own module").
 */
export interface BoundaryRule {
  name: string;
  why: string;
  from: RegExp;
  fromNot?: RegExp;
  to: RegExp;
  allow?: readonly string[];
}

const SERVICES = 'ai|ledger|mail|engine|jobs|realtime';
/** Tests may read any table to check what a call did (secrets at rest, ledger effects); product code may not. */
const TEST_CODE = /\.(test|api\.test)\.tsx?$|\/testing[./]/;

export const BOUNDARY_RULES: readonly BoundaryRule[] = [
  {
    name: 'common-is-a-leaf',
    why: 'common/ is imported by the browser and the server alike, so it imports nothing of ours.',
    from: /^common\//,
    to: /^(client|server|e2e|scripts|bench)\//,
  },
  {
    name: 'client-never-imports-server',
    why: 'The browser bundle must never pull server code (secrets, Node APIs); share through common/.',
    from: /^client\//,
    to: /^server\//,
  },
  {
    name: 'server-never-imports-client',
    why: 'The server shares with the browser through common/ only.',
    from: /^server\//,
    to: /^client\//,
  },
  {
    name: 'lib-imports-nothing-of-ours',
    why: 'server/lib/ holds the small pieces every layer uses (errors, logger, stores): it depends on no layer.',
    from: /^server\/lib\//,
    to: /^server\//,
    allow: ['^server/lib/'],
  },
  {
    name: 'http-imports-only-lib',
    why: 'server/http/ is the route kit every module uses: it may use lib/, never a module, a service or the database.',
    from: /^server\/http\//,
    to: /^server\//,
    allow: ['^server/(http|lib)/'],
  },
  {
    name: 'db-imports-nothing-of-ours',
    why: 'server/db/ is the schema and the client; it shares enums with common/ and imports nothing else of ours.',
    from: /^server\/db\//,
    to: /^server\//,
    allow: ['^server/(db|lib)/'],
  },
  {
    name: 'services-never-import-modules',
    why: 'Cross-cutting services sit below the modules: a module hands a service what it needs, never the reverse.',
    from: new RegExp(`^server/(${SERVICES})/`),
    to: /^server\/modules\//,
  },
  {
    name: 'module-public-surface',
    why: "A module uses another module only through that module's index.ts, its public surface.",
    from: /^server\/modules\/([^/]+)\//,
    to: /^server\/modules\//,
    allow: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'],
  },
  {
    name: 'module-surface-from-outside',
    why: 'Code outside the modules (app.ts, the test kit, services, scripts) reaches a module only through its index.ts.',
    from: /^(server|e2e|bench|scripts)\//,
    fromNot: /^server\/modules\//,
    to: /^server\/modules\//,
    allow: ['^server/modules/[^/]+/index\\.ts$'],
  },
  {
    name: 'module-owns-its-tables',
    why: 'A module touches only its own tables (server/db/schema/<module>*.ts) and never through the barrel; other data comes through the owning service.',
    from: /^server\/modules\/([^/]+)\//,
    fromNot: TEST_CODE,
    to: /^server\/db\/schema\//,
    allow: ['^server/db/schema/$1[.-]'],
  },
  {
    name: 'service-owns-its-tables',
    why: 'The same for the cross-cutting services: the ledger owns the ledger tables, mail the outbox, ai its own.',
    from: /^server\/(ai|ledger|mail)\//,
    fromNot: TEST_CODE,
    to: /^server\/db\/schema\//,
    allow: ['^server/db/schema/$1[.-]'],
  },
  {
    name: 'feature-public-surface',
    why: "A client feature uses another feature only through that feature's index.ts.",
    from: /^client\/src\/features\/([^/]+)\//,
    to: /^client\/src\/features\//,
    allow: ['^client/src/features/$1/', '^client/src/features/[^/]+/index\\.tsx?$'],
  },
  {
    name: 'components-and-lib-are-below-features',
    why: 'client components/ and lib/ serve every feature and page, so they import neither (nor the app shell).',
    from: /^client\/src\/(components|lib)\//,
    to: /^client\/src\/(features|pages|app)\//,
  },
  {
    name: 'features-are-below-pages',
    why: 'Pages compose features; a feature never imports a page.',
    from: /^client\/src\/features\//,
    to: /^client\/src\/pages\//,
  },
];

/** The folder-level units whose import graph must have no cycle (a feature, a module). */
export const CYCLE_UNITS: readonly RegExp[] = [
  /^client\/src\/features\/[^/]+/,
  /^server\/modules\/[^/]+/,
  /^server\/[^/]+(?=\/)/,
];

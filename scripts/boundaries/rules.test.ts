/**
 * The import rules (.dependency-cruiser.cjs) over a small tree written to a temporary folder with the
 * repository's layout and tsconfig.json: every rule refuses its case, the six imports the home-made checker
 * let through (review of 2026-11-28, "Layering") are refused, and the imports the house allows pass. It runs
 * the command `npm run lint:deps` runs, on that tree. Removing or loosening a rule fails the test.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as {
  forbidden: Array<{ name: string }>;
};

/** Files every case imports from: they exist so that each import resolves. */
const TARGETS: Record<string, string> = {
  'common/x/index.ts': 'export const X = 1;',
  'server/app.ts': 'export type App = { port: number };\nexport const app = 1;',
  'server/lib/errors.ts': 'export class AppError extends Error {}',
  'server/http/context.ts': 'export const context = 1;',
  'server/http/rate-limit.ts': 'export const rateLimit = 1;',
  'server/ai/service.ts': 'export const ai = 1;',
  'server/ledger/transfer.ts': 'export const transfer = 1;',
  'server/db/client.ts': 'export const db = 1;',
  'server/db/schema/auth.ts': 'export const users = 1;',
  'server/db/schema/feedback.ts': 'export const feedback = 1;',
  'server/modules/auth/index.ts': "export { verify } from './verify-code';",
  'server/modules/auth/verify-code.ts': 'export const verify = 1;',
  'server/modules/auth/routes.ts': 'export const routes = 1;',
  'server/modules/onboarding/index.ts': 'export const onboarding = 1;',
  'server/modules/workflows/index.ts': "export { runEnv } from './runs';",
  'server/modules/workflows/runs/index.ts': "export { runEnv } from './run-env';",
  'server/modules/workflows/runs/run-env.ts': 'export const runEnv = 1;',
  'server/test/harness.ts': 'export const harness = 1;',
  'server/engine/core/step.ts': 'export const step = 1;',
  // The other half of server/lib/a.ts's cycle: dependency-cruiser reports a cycle once, at its first file.
  'server/lib/b.ts': "import { a } from './a';\nexport const b = () => a;",
  'client/src/app/routes.ts': 'export const routes = [];',
  'client/src/pages/home.tsx': 'export const HomePage = () => <main />;',
  'client/src/features/auth/index.ts': "export { useCurrentUser } from './use-current-user';",
  'client/src/features/auth/use-current-user.ts': 'export const useCurrentUser = () => null;',
  'client/src/features/auth/auth-keys.ts': 'export const authKeys = {};',
  'client/src/features/auth/lazy.ts': "export { useSignOut } from './use-sign-out';",
  'client/src/features/auth/use-sign-out.ts': 'export const useSignOut = () => null;',
  'client/src/features/admin/index.ts': "export { adminKeys } from './admin-api';",
  'client/src/features/admin/admin-api.ts': 'export const adminKeys = {};',
  'client/src/features/admin/admin-view.tsx': 'export const AdminView = () => <div />;',
  'client/src/features/admin/admin-table.tsx': 'export const AdminTable = () => <table />;',
};

interface Case {
  file: string;
  source: string;
  /** The rule it breaks and the file it breaks it with; none for an import the house allows. */
  refused?: { rule: string; to: string };
}

/** One case per rule, each import written the way it is written in the tree. */
const RULE_CASES: Case[] = [
  {
    file: 'common/schemas/a.ts',
    source: "import { AppError } from '../../server/lib/errors';\nexport const a = AppError;",
    refused: { rule: 'common-is-a-leaf', to: 'server/lib/errors.ts' },
  },
  {
    file: 'client/src/lib/api.ts',
    source: "import { app } from '../../../server/app';\nexport const api = app;",
    refused: { rule: 'client-never-imports-server', to: 'server/app.ts' },
  },
  {
    file: 'server/ai/routes-link.ts',
    source: "import { routes } from '../../client/src/app/routes';\nexport const r = routes;",
    refused: { rule: 'server-never-imports-client', to: 'client/src/app/routes.ts' },
  },
  {
    file: 'server/lib/logger.ts',
    source: "import { context } from '../http/context';\nexport const logger = context;",
    refused: { rule: 'lib-imports-nothing-of-ours', to: 'server/http/context.ts' },
  },
  {
    file: 'server/http/guards.ts',
    source: "import { ai } from '../ai/service';\nexport const guards = ai;",
    refused: { rule: 'http-imports-only-lib', to: 'server/ai/service.ts' },
  },
  {
    file: 'server/db/index.ts',
    source: "import { transfer } from '../ledger/transfer';\nexport const dbIndex = transfer;",
    refused: { rule: 'db-imports-nothing-of-ours', to: 'server/ledger/transfer.ts' },
  },
  {
    file: 'server/engine/nodes/fetch-node.ts',
    source: "import { AppError } from '../../lib/errors';\nexport const f = AppError;",
    refused: { rule: 'engine-is-pure', to: 'server/lib/errors.ts' },
  },
  {
    file: 'server/ai/offline/context.ts',
    source: "import { onboarding } from '../../modules/onboarding';\nexport const c = onboarding;",
    refused: { rule: 'services-never-import-modules', to: 'server/modules/onboarding/index.ts' },
  },
  {
    file: 'server/modules/admin/service.ts',
    source: "import { routes } from '../auth/routes';\nexport const s = routes;",
    refused: { rule: 'module-public-surface', to: 'server/modules/auth/routes.ts' },
  },
  {
    file: 'server/main.ts',
    source: "import { routes } from './modules/auth/routes';\nexport const main = routes;",
    refused: { rule: 'module-surface-from-outside', to: 'server/modules/auth/routes.ts' },
  },
  {
    file: 'server/modules/workflows/routes.ts',
    source: "import { runEnv } from './runs/run-env';\nexport const r = runEnv;",
    refused: { rule: 'workflow-room-surface', to: 'server/modules/workflows/runs/run-env.ts' },
  },
  {
    file: 'server/modules/workflows/execution/runtime.ts',
    source: "import { runEnv } from '../runs/run-env';\nexport const r = runEnv;",
    refused: {
      rule: 'workflow-rooms-use-each-other-through-index',
      to: 'server/modules/workflows/runs/run-env.ts',
    },
  },
  {
    file: 'server/modules/admin/users.ts',
    source: "import { users } from '../../db/schema/auth';\nexport const u = users;",
    refused: { rule: 'module-owns-its-tables', to: 'server/db/schema/auth.ts' },
  },
  {
    file: 'server/ledger/accounts.ts',
    source: "import { users } from '../db/schema/auth';\nexport const a = users;",
    refused: { rule: 'service-owns-its-tables', to: 'server/db/schema/auth.ts' },
  },
  {
    file: 'client/src/features/home/hero.tsx',
    source:
      "import { useCurrentUser } from '@/features/auth/use-current-user';\nexport const Hero = () => <h1>{String(useCurrentUser())}</h1>;",
    refused: { rule: 'feature-public-surface', to: 'client/src/features/auth/use-current-user.ts' },
  },
  {
    file: 'client/src/app/router.tsx',
    source: "import { authKeys } from '@/features/auth/auth-keys';\nexport const router = authKeys;",
    refused: { rule: 'app-shell-uses-feature-surface', to: 'client/src/features/auth/auth-keys.ts' },
  },
  {
    file: 'client/src/pages/approve.tsx',
    source:
      "import { AdminTable } from '@/features/admin/admin-table';\nexport const ApprovePage = () => <AdminTable />;",
    refused: { rule: 'pages-use-feature-surface', to: 'client/src/features/admin/admin-table.tsx' },
  },
  {
    file: 'client/src/components/ui/badge.tsx',
    source:
      "import { useCurrentUser } from '@/features/auth';\nexport const Badge = () => <b>{String(useCurrentUser())}</b>;",
    refused: { rule: 'components-and-lib-are-below-features', to: 'client/src/features/auth/index.ts' },
  },
  {
    file: 'client/src/features/home/closing-cta.tsx',
    source: "import { HomePage } from '@/pages/home';\nexport const Cta = () => <HomePage />;",
    refused: { rule: 'features-are-below-pages', to: 'client/src/pages/home.tsx' },
  },
  {
    file: 'server/lib/a.ts',
    source: "import { b } from './b';\nexport const a = () => b;",
    refused: { rule: 'no-cycles', to: 'server/lib/b.ts' },
  },
  {
    file: 'server/lib/typo.ts',
    source: "import { x } from './no-such-file';\nexport const t = x;",
    refused: { rule: 'no-unresolvable', to: './no-such-file' },
  },
  {
    file: 'server/modules/auth/report.ts',
    source: "import { kit } from '../../test/harness';\nexport const report = kit;",
    refused: { rule: 'test-kits-are-for-tests', to: 'server/test/harness.ts' },
  },
];

/** The six deliberate violations the home-made checker let through (review 2026-11-28, "Layering"). */
const MISSED_BEFORE: Case[] = [
  {
    file: 'server/engine/core/run-store.ts',
    source: "import { db } from '../../db/client';\nexport const store = db;",
    refused: { rule: 'engine-is-pure', to: 'server/db/client.ts' },
  },
  {
    file: 'server/modules/feedback/lookup.ts',
    source: 'export const lookup = () => import(`../../db/schema/auth`);',
    refused: { rule: 'module-owns-its-tables', to: 'server/db/schema/auth.ts' },
  },
  {
    file: 'server/modules/admin/legacy.ts',
    source: "import verify = require('../auth/verify-code');\nexport const legacy = verify;",
    refused: { rule: 'module-public-surface', to: 'server/modules/auth/verify-code.ts' },
  },
  {
    file: 'server/modules/feedback/report.ts',
    source: "import { users } from './testing/tables';\nexport const report = users;",
    refused: { rule: 'test-kits-are-for-tests', to: 'server/modules/feedback/testing/tables.ts' },
  },
  {
    file: 'server/ai/router.ts',
    source: "import { rateLimit } from '../http/rate-limit';\nexport const router = rateLimit;",
    refused: { rule: 'services-never-import-http', to: 'server/http/rate-limit.ts' },
  },
  {
    file: 'client/src/pages/admin.tsx',
    source:
      "import { adminKeys } from '@/features/admin/admin-api';\nexport const AdminPage = () => <p>{String(adminKeys)}</p>;",
    refused: { rule: 'pages-use-feature-surface', to: 'client/src/features/admin/admin-api.ts' },
  },
];

/** Imports the TypeScript step must keep although they leave no trace in the JavaScript: types count too. */
const TYPE_ONLY: Case[] = [
  {
    file: 'client/src/lib/app-type.ts',
    source: "import type { App } from '../../../server/app';\nexport type A = App;",
    refused: { rule: 'client-never-imports-server', to: 'server/app.ts' },
  },
  {
    file: 'client/src/lib/app-type-inline.tsx',
    source:
      "import { type App } from '../../../server/app';\nexport const Port = (p: { app: App }) => <i>{p.app.port}</i>;",
    refused: { rule: 'client-never-imports-server', to: 'server/app.ts' },
  },
  {
    file: 'client/src/lib/app-type-query.ts',
    source: "export type Port = import('../../../server/app').App['port'];",
    refused: { rule: 'client-never-imports-server', to: 'server/app.ts' },
  },
  {
    file: 'common/re-export.ts',
    source: "export type { App } from '../server/app';",
    refused: { rule: 'common-is-a-leaf', to: 'server/app.ts' },
  },
];

/** What the house allows: none of these may be refused. */
const ALLOWED: Case[] = [
  {
    file: 'server/modules/workflows/execution/run-service.ts',
    source: "import { runEnv } from '../runs';\nexport const s = runEnv;",
  },
  {
    file: 'server/modules/workflows/runs/run-store.ts',
    source: "import { runEnv } from './run-env';\nexport const s = runEnv;",
  },
  {
    file: 'server/modules/workflows/runs/run-store.test.ts',
    source: "import { runEnv } from '../runs/run-env';\nexport const t = runEnv;",
  },
  {
    file: 'server/engine/core/executor.test.ts',
    source: "import { AppError } from '../../lib/errors';\nexport const t = AppError;",
  },
  {
    file: 'server/modules/feedback/testing/tables.ts',
    source: "export { users } from '../../../db/schema/auth';",
  },
  {
    file: 'server/modules/feedback/service.ts',
    source:
      "import { X } from '@common/x';\nimport { feedback } from '../../db/schema/feedback';\nimport { verify } from '../auth';\nexport const s = [X, feedback, verify];",
  },
  {
    file: 'server/modules/feedback/service.api.test.ts',
    source:
      "import { users } from '../../db/schema/auth';\nimport { users as u } from './testing/tables';\nimport { harness } from '../../test/harness';\nexport const t = [users, u, harness];",
  },
  {
    file: 'server/engine/core/executor.ts',
    source: "import { X } from '@common/x';\nimport { step } from './step';\nexport const e = [X, step];",
  },
  {
    file: 'client/src/pages/fleet.tsx',
    source:
      "import { lazy } from 'react';\nimport { adminKeys } from '@/features/admin';\nimport { AdminView } from '@/features/admin/admin-view';\nexport const Lazy = lazy(() => import('@/features/admin/admin-view').then((m) => ({ default: m.AdminView })));\nexport const FleetPage = () => <AdminView k={adminKeys} />;",
  },
  {
    file: 'client/src/app/layout/user-menu.tsx',
    source:
      "import { useCurrentUser } from '@/features/auth';\nimport { useSignOut } from '@/features/auth/lazy';\nexport const UserMenu = () => <b>{String([useCurrentUser(), useSignOut()])}</b>;",
  },
  {
    file: 'client/src/pages/home.test.tsx',
    source: "import { useSignOut } from '@/features/auth/use-sign-out';\nexport const t = useSignOut;",
  },
];

/** A loop between two server folders with no loop between files: server/jobs ↔ server/realtime. */
const FOLDER_CYCLE: Record<string, string> = {
  'server/jobs/queue.ts': "import { publish } from '../realtime/publish';\nexport const queue = publish;",
  'server/realtime/publish.ts': 'export const publish = 1;',
  'server/realtime/replay.ts': "import { retry } from '../jobs/retry';\nexport const replay = retry;",
  'server/jobs/retry.ts': 'export const retry = 1;',
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let tree: string;
let violations: Violation[];

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  };
  write('tsconfig.json', readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  for (const [file, text] of Object.entries({ ...TARGETS, ...FOLDER_CYCLE })) write(file, text);
  for (const { file, source } of [...RULE_CASES, ...MISSED_BEFORE, ...TYPE_ONLY, ...ALLOWED])
    write(file, source);

  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/boundaries/lint-deps.mjs'), '--json', 'client', 'server', 'common'],
    { cwd: tree, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!run.stdout.startsWith('[')) throw new Error(`lint-deps failed: ${run.stderr}`);
  violations = JSON.parse(run.stdout);
}, 120_000);

afterAll(() => rmSync(tree, { recursive: true, force: true }));

const found = (from: string) =>
  violations.filter((v) => v.from === from).map((v) => ({ rule: v.rule.name, to: v.to }));

describe('the import rules', () => {
  it.each(RULE_CASES)('refuse $refused.rule ($file)', ({ file, refused }) => {
    expect(found(file)).toEqual([refused]);
  });

  it.each(MISSED_BEFORE)('refuse what the old checker missed: $refused.rule ($file)', ({ file, refused }) => {
    expect(found(file)).toEqual([refused]);
  });

  it.each(TYPE_ONLY)('see type-only imports ($file)', ({ file, refused }) => {
    expect(found(file)).toEqual([refused]);
  });

  it.each(ALLOWED)('accept $file', ({ file }) => {
    expect(found(file)).toEqual([]);
  });

  it('refuse a loop between two folders that no two files make', () => {
    // server/ai ↔ server/http is made by two of the refused cases above (ai/router.ts, http/guards.ts).
    expect(violations.filter((v) => v.rule.name === 'no-folder-cycles').map((v) => [v.from, v.to])).toEqual([
      ['server/ai', 'server/http'],
      ['server/http', 'server/ai'],
      ['server/jobs', 'server/realtime'],
      ['server/realtime', 'server/jobs'],
    ]);
    expect(violations.filter((v) => v.rule.name === 'no-cycles' && /jobs|realtime/.test(v.from))).toEqual([]);
  });

  it('have a refused case for every rule of the configuration', () => {
    const covered = new Set(
      [...RULE_CASES, ...MISSED_BEFORE].map((c) => c.refused?.rule).concat('no-folder-cycles'),
    );
    expect(config.forbidden.map((rule) => rule.name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('report nothing beyond the cases', () => {
    const expected = new Set(
      [...RULE_CASES, ...MISSED_BEFORE, ...TYPE_ONLY].map((c) => `${c.file} ${c.refused?.rule}`),
    );
    const extra = violations.filter(
      (v) => v.rule.name !== 'no-folder-cycles' && !expected.has(`${v.from} ${v.rule.name}`),
    );
    expect(extra).toEqual([]);
  });
});

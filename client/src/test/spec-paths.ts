/**
 * SPEC §2's paths, word for word. The route table must include each of them; it may have more (SPEC
 * says screens exist whose paths it does not show, and new modules add routes). The route tests, unit
 * and browser, hold the app to this list and to SPEC's layout rule below.
 */
export const SPEC_PATHS = [
  '/',
  '/marketplace',
  '/workflow-builder',
  '/ai-builder',
  '/workflows',
  '/builder',
  '/builder-simple',
  '/builder-advanced',
  '/workflow-builder-legacy',
  '/builder-enhanced',
  '/builder-legacy',
  '/builder-classic',
  '/dashboard',
  '/economy-dashboard',
  '/monitor',
  '/analytics',
  '/staking',
  '/tokens',
  '/admin',
  '/economy',
  '/fleet',
  '/community',
  '/community/*',
  '/providers',
  '/solar-ai-agent',
  '/solar-ai-agent-old',
  '/solar-sales-agent',
  '/solar-crm',
  '/solar-designer',
  '/solar',
  '/templates/solar-ai-agent',
  '/deploy/solar-ai-agent',
  '/web3-marketplace',
  '/agent-wallets',
  '/mission-impact',
  '/payment-success',
  '/payment-cancelled',
];

/**
 * SPEC §2: the footer is on every page except the full-height builder screens: the two of "Layout", and
 * /builder and /builder-simple, whose row in the route table says "no footer on the builder routes".
 */
export const SPEC_NO_FOOTER_PATHS = ['/workflow-builder', '/ai-builder', '/builder', '/builder-simple'];

/**
 * A concrete path that a route pattern matches, for tests that open every route: a sample value for
 * each `:parameter` and a few segments for a trailing `*`.
 */
export function samplePathFor(pattern: string): string {
  return pattern.replace(/:[A-Za-z_]\w*/g, 'sample-1').replace(/\/\*$/, '/guides/getting-started/deep');
}

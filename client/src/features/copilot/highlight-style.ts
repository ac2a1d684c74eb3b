/**
 * The preview's highlights as a style sheet over React Flow's own `data-id` attributes (node and edge
 * ids are safe in selectors: letters, digits, "_" and "-"), so the shared canvas needs no copilot props.
 */
import type { Highlight } from './changes';

const NODE: Record<Highlight, string> = {
  added: 'outline: 2px dashed var(--color-primary); outline-offset: 4px; border-radius: 0.75rem;',
  changed: 'outline: 2px dashed rgb(245 158 11); outline-offset: 4px; border-radius: 0.75rem;',
  removed:
    'outline: 2px dashed var(--color-destructive); outline-offset: 4px; border-radius: 0.75rem; opacity: 0.55;',
};
const EDGE: Record<Highlight, string> = {
  added: 'stroke: var(--color-primary); stroke-width: 2.5; stroke-dasharray: 6 4;',
  changed: 'stroke: rgb(245 158 11); stroke-width: 2.5; stroke-dasharray: 6 4;',
  removed: 'stroke: var(--color-destructive); stroke-width: 2.5; stroke-dasharray: 2 4; opacity: 0.7;',
};

const SAFE = /^[A-Za-z0-9_-]+$/;

export function highlightStyle(scope: string, highlights: ReadonlyMap<string, Highlight>): string {
  const rules: string[] = [];
  for (const [id, kind] of highlights) {
    if (!SAFE.test(id)) continue;
    rules.push(`[data-copilot="${scope}"] .react-flow__node[data-id="${id}"] > * { ${NODE[kind]} }`);
    rules.push(
      `[data-copilot="${scope}"] .react-flow__edge[data-id="${id}"] .react-flow__edge-path { ${EDGE[kind]} }`,
    );
  }
  return rules.join('\n');
}

import type { ImportEdge } from './graph';
import type { BoundaryRule } from './rules';

export interface Violation {
  rule: BoundaryRule;
  edge: ImportEdge;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rule an edge breaks, if any: the first matching rule whose `allow` list does not cover the target. */
export function ruleBroken(rules: readonly BoundaryRule[], edge: ImportEdge): BoundaryRule | null {
  for (const rule of rules) {
    const match = rule.from.exec(edge.from);
    if (!match || rule.fromNot?.test(edge.from) || !rule.to.test(edge.to)) continue;
    const allowed = (rule.allow ?? []).some((pattern) =>
      new RegExp(pattern.replace(/\$(\d)/g, (_, n: string) => escapeRegExp(match[Number(n)] ?? ''))).test(
        edge.to,
      ),
    );
    if (!allowed) return rule;
  }
  return null;
}

export function violations(rules: readonly BoundaryRule[], edges: readonly ImportEdge[]): Violation[] {
  return edges.flatMap((edge) => {
    const rule = ruleBroken(rules, edge);
    return rule ? [{ rule, edge }] : [];
  });
}

/** The folder-level unit a file belongs to (a feature, a module, a server folder), or the file itself. */
export function unitOf(units: readonly RegExp[], file: string): string {
  for (const unit of units) {
    const match = unit.exec(file);
    if (match) return match[0];
  }
  return file;
}

/** Tests and test kits import the harness that imports everything: they are left out of folder cycles. */
export function isTestCode(file: string): boolean {
  return /\.(test|api\.test|e2e)\.tsx?$/.test(file) || /(^|\/)(testing|test)\//.test(file);
}

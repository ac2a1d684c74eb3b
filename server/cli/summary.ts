import { countOf } from '@common/plural';
import type { CliRunReport } from './run-report';

/** The human-readable form of a run: one line per node (with the models that answered and their notes), then the outcome. */
export function summaryLines(report: CliRunReport): string[] {
  const lines = Object.entries(report.nodes).map(([name, node]) => {
    const items = node.runs.reduce((n, run) => n + run.outputs.reduce((m, list) => m + list.length, 0), 0);
    const runs = node.runs.length === 1 ? '' : ` in ${countOf(node.runs.length, 'run')}`;
    const error = node.runs.find((r) => r.error)?.error;
    const models = [...new Set(node.runs.flatMap((r) => r.models ?? []))];
    const notes = [...new Set(node.runs.flatMap((r) => r.notes ?? []))];
    return [
      `${node.status === 'succeeded' ? '✓' : '✗'} ${name}: ${countOf(items, 'item')}${runs}${models.length ? ` on ${models.join(', ')}` : ''}${error ? ` (${error})` : ''}`,
      ...notes.map((note) => `  note: ${note}`),
    ];
  });
  const outcome =
    report.status === 'succeeded'
      ? `Succeeded: ${Array.isArray(report.output) ? report.output.length : 1} item(s) out. Use --json for the data.`
      : `Failed${report.error?.node ? ` at ${report.error.node}` : ''}: ${report.error?.message ?? 'unknown error'}`;
  return [...lines.flat(), outcome];
}

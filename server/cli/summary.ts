import type { CliRunReport } from './run-report';

/** The human-readable form of a run: one line per node, then the outcome and the output's size. */
export function summaryLines(report: CliRunReport): string[] {
  const lines = Object.entries(report.nodes).map(([name, node]) => {
    const items = node.runs.reduce((n, run) => n + run.outputs.reduce((m, list) => m + list.length, 0), 0);
    const runs = node.runs.length === 1 ? '' : ` in ${node.runs.length} runs`;
    const error = node.runs.find((r) => r.error)?.error;
    return `${node.status === 'succeeded' ? '✓' : '✗'} ${name}: ${items} item${items === 1 ? '' : 's'}${runs}${error ? ` (${error})` : ''}`;
  });
  const outcome =
    report.status === 'succeeded'
      ? `Succeeded: ${Array.isArray(report.output) ? report.output.length : 1} item(s) out. Use --json for the data.`
      : `Failed${report.error?.node ? ` at ${report.error.node}` : ''}: ${report.error?.message ?? 'unknown error'}`;
  return [...lines, outcome];
}

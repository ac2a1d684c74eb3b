export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

export interface RunSummary {
  passed: number;
  failed: number;
  skipped: number;
  errors: number;
  ok: boolean;
  /** Why the run counts as one error when neither report explains its failure. */
  why?: string | null;
}

export function summariseRun(run: {
  status: number | null;
  report: VitestJsonReport | null;
  unhandledErrors: number | null;
}): RunSummary;
export function addRuns(runs: RunSummary[]): Omit<RunSummary, 'why'>;
export function totalLine(total: Omit<RunSummary, 'why'>): string;

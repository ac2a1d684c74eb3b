export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name?: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

export interface RunSummary {
  passed: number;
  failed: number;
  skipped: number;
  errors: number;
  ok: boolean;
  /** Why the run counts as one error when neither report explains its failure. */
  why?: string | null;
  /** Each failure as one line (file > test: first line of its message), for the closing summary. */
  failures?: string[];
  /** Each test that passed only on its second try, as one line like a failure, for the closing summary. */
  secondTries?: string[];
}

export function summariseRun(run: {
  status: number | null;
  report: VitestJsonReport | null;
  unhandledErrors: number | null;
}): RunSummary;
export function failuresOf(report: VitestJsonReport): string[];
export function secondTriesOf(report: VitestJsonReport): string[];
export function addRuns(runs: RunSummary[]): Omit<RunSummary, 'why'>;
export function totalLine(total: Omit<RunSummary, 'why'>): string;

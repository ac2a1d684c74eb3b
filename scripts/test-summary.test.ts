import { describe, expect, it } from 'vitest';
import { addRuns, summariseRun, totalLine, type VitestJsonReport } from './test-summary.mjs';

const report = (over: Partial<VitestJsonReport> = {}): VitestJsonReport => ({
  numPassedTests: 49,
  numFailedTests: 0,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [{ status: 'passed', assertionResults: [{ status: 'passed' }] }],
  ...over,
});

describe('the closing Total line', () => {
  it('reads green only when every run passed', () => {
    const run = summariseRun({ status: 0, report: report(), unhandledErrors: 0 });
    expect(run.ok).toBe(true);
    expect(totalLine(addRuns([run, run]))).toBe('Total: 98 passed, 0 failed, 2 skipped');
  });

  it("counts Vitest's unhandled errors (CI run 1 read '0 failed' while exiting 1)", () => {
    const run = summariseRun({ status: 1, report: report(), unhandledErrors: 9 });
    expect(run.ok).toBe(false);
    expect(totalLine(addRuns([run]))).toBe(
      '(of the failures, 9 errors outside any test: unhandled rejections, failed hooks or imports, a crashed run or a failed check)\nTotal: 49 passed, 9 failed, 1 skipped',
    );
  });

  it('counts a file that failed outside any test (a hook or an import)', () => {
    const broken = { status: 'failed', assertionResults: [{ status: 'skipped' }] };
    const run = summariseRun({
      status: 1,
      report: report({ testResults: [broken, ...report().testResults] }),
      unhandledErrors: 0,
    });
    expect(run).toMatchObject({ failed: 0, errors: 1, ok: false });
  });

  it('does not count a file twice when its tests failed', () => {
    const failing = { status: 'failed', assertionResults: [{ status: 'failed' }] };
    const run = summariseRun({
      status: 1,
      report: report({ numFailedTests: 1, testResults: [failing] }),
      unhandledErrors: 0,
    });
    expect(run).toMatchObject({ failed: 1, errors: 0, ok: false });
  });

  it('counts a run that wrote no report, or exited non-zero for a reason no report gives, as an error', () => {
    const silent = summariseRun({ status: 1, report: null, unhandledErrors: null });
    expect(silent).toMatchObject({ errors: 1, ok: false, why: 'no test report' });
    const crashed = summariseRun({ status: 134, report: report(), unhandledErrors: null });
    expect(crashed).toMatchObject({ failed: 0, errors: 1, ok: false, why: 'exit status 134' });
    const total = addRuns([summariseRun({ status: 0, report: report(), unhandledErrors: 0 }), silent]);
    expect(total.ok).toBe(false);
    expect(totalLine(total)).toBe(
      '(of the failures, 1 error outside any test: unhandled rejections, failed hooks or imports, a crashed run or a failed check)\nTotal: 49 passed, 1 failed, 1 skipped',
    );
  });

  it('names each failure on one line, with its file and the first line of its message', () => {
    const run = summariseRun({
      status: 1,
      report: report({
        numFailedTests: 1,
        testResults: [
          {
            name: '/tmp/ci-clone/e2e/canvas.e2e.ts',
            status: 'failed',
            assertionResults: [
              {
                status: 'failed',
                fullName: 'the canvas builder builds a workflow',
                failureMessages: ['\u001b[31mError: Test timed out in 180000ms.\u001b[39m\n    at stack'],
              },
            ],
          },
          {
            name: '/w/server/a.test.ts',
            status: 'failed',
            message: 'Cannot find module x',
            assertionResults: [],
          },
        ],
      }),
      unhandledErrors: 0,
    });
    expect(run.failures).toEqual([
      'e2e/canvas.e2e.ts > the canvas builder builds a workflow: Error: Test timed out in 180000ms.',
      'server/a.test.ts: Cannot find module x',
    ]);
  });

  it('names each test that passed only on its second try, and still reads green', () => {
    const run = summariseRun({
      status: 0,
      report: report({
        numPassedTests: 2,
        testResults: [
          {
            name: '/tmp/ci-clone/e2e/agent-wizard.e2e.ts',
            status: 'passed',
            assertionResults: [
              { status: 'passed', fullName: 'steady', failureMessages: [] },
              {
                status: 'passed',
                fullName: 'the wizard publishes',
                failureMessages: ['Error: strict mode violation\n    at stack'],
              },
            ],
          },
        ],
      }),
      unhandledErrors: 0,
    });
    expect(run.ok).toBe(true);
    expect(run.failures).toEqual([]);
    expect(run.secondTries).toEqual([
      'e2e/agent-wizard.e2e.ts > the wizard publishes: Error: strict mode violation',
    ]);
  });
});

/**
 * Sums the test levels of `npm test` into one closing line. Everything that turns a run red is counted:
 * failed tests, and as errors Vitest's unhandled errors, files that failed outside any test (a hook, an
 * import) and a run that exited non-zero without saying why. So the line reads "0 failed, 0 errors"
 * only when every run passed.
 */

/**
 * One Vitest run: its exit status, its JSON report (null when none was written) and how many unhandled
 * errors its error reporter saw (null when that reporter wrote nothing).
 */
export function summariseRun({ status, report, unhandledErrors }) {
  if (!report) return { passed: 0, failed: 0, skipped: 0, errors: 1, ok: false, why: 'no test report' };
  const fileErrors = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  ).length;
  const counted = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    errors: (unhandledErrors ?? 0) + fileErrors,
  };
  const ok = status === 0 && counted.failed === 0 && counted.errors === 0;
  // Red for a reason neither report gives (a crash after the reports were written): still one error.
  if (!ok && counted.failed === 0 && counted.errors === 0) {
    return { ...counted, errors: 1, ok, why: `exit status ${status}` };
  }
  return { ...counted, ok, why: null };
}

export function addRuns(runs) {
  const total = { passed: 0, failed: 0, skipped: 0, errors: 0, ok: true };
  for (const run of runs) {
    total.passed += run.passed;
    total.failed += run.failed;
    total.skipped += run.skipped;
    total.errors += run.errors;
    total.ok &&= run.ok;
  }
  return total;
}

/**
 * The closing line, in the plain form CI reads ('N passed, N failed, N skipped' after one word and a colon):
 * errors outside any test count as failures, so the line never reads "0 failed" on a red run. When there
 * are such errors, a line before it says how many of the failures they are.
 */
export function totalLine(total) {
  const closing = `Total: ${total.passed} passed, ${total.failed + total.errors} failed, ${total.skipped} skipped`;
  if (total.errors === 0) return closing;
  const errors = `${total.errors} error${total.errors === 1 ? '' : 's'} outside any test`;
  return `(of the failures, ${errors}: unhandled rejections, failed hooks or imports, or a crashed run)\n${closing}`;
}

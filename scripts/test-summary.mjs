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
  const failures = failuresOf(report);
  const secondTries = secondTriesOf(report);
  // Red for a reason neither report gives (a crash after the reports were written): still one error.
  if (!ok && counted.failed === 0 && counted.errors === 0) {
    return { ...counted, errors: 1, ok, why: `exit status ${status}`, failures, secondTries };
  }
  return { ...counted, ok, why: null, failures, secondTries };
}

/**
 * Each failed test, and each file that failed outside any test, as one line: file, name, and the first
 * line of its message. The closing summary prints these last, so a log cut to its tail still names them.
 */
export function failuresOf(report) {
  const lines = [];
  for (const file of report.testResults) {
    const where = whereOf(file);
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    for (const test of failed) {
      lines.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && failed.length === 0) lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

/**
 * Each test that passed only on its second try (CI retries a failed test once; vitest.config.ts): it
 * passed, yet its report keeps the first try's error. Listed at the end of a run, green or red, so a
 * flaky test is seen and mended rather than hidden by the retry.
 */
export function secondTriesOf(report) {
  const lines = [];
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0) {
        lines.push(`${whereOf(file)} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
      }
    }
  }
  return lines;
}

function whereOf(file) {
  return (file.name ?? '(a file)').replace(/^.*?\/(?=(?:server|client|common|e2e|scripts|bench)\/)/, '');
}

function firstLine(text) {
  const line = (text ?? '').split('\n').find((l) => l.trim() !== '') ?? '(no message)';
  const plain = stripColours(line).trim();
  return plain.length > 300 ? `${plain.slice(0, 300)}…` : plain;
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
 * errors outside any test (and a failed check: type-check, lint, schema) count as failures, so the line
 * never reads "0 failed" on a red run. When there are such errors, a line before it says how many of the
 * failures they are.
 */
export function totalLine(total) {
  const closing = `Total: ${total.passed} passed, ${total.failed + total.errors} failed, ${total.skipped} skipped`;
  if (total.errors === 0) return closing;
  const errors = `${total.errors} error${total.errors === 1 ? '' : 's'} outside any test`;
  return `(of the failures, ${errors}: unhandled rejections, failed hooks or imports, a crashed run or a failed check)\n${closing}`;
}

/** Vitest colours its messages: ESC [ … m sequences, dropped from a one-line summary. */
const stripColours = (text) => text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

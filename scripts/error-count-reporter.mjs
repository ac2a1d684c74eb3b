/**
 * A Vitest reporter that writes how many unhandled errors the run had (the JSON reporter leaves them
 * out, so a run red only from them read "0 failed"). `scripts/test.mjs` names the file in
 * AIZ_ERROR_COUNT_FILE.
 */
import { writeFileSync } from 'node:fs';

export default class ErrorCountReporter {
  onTestRunEnd(_modules, unhandledErrors) {
    const file = process.env.AIZ_ERROR_COUNT_FILE;
    if (file) writeFileSync(file, JSON.stringify({ unhandledErrors: unhandledErrors.length }));
  }
}

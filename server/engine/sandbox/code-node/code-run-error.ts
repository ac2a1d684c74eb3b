import type { ConsoleEntry, SandboxErrorKind } from '../sandbox-types';

/** `result`: the code ran but returned something the node cannot turn into items. */
export type CodeRunErrorKind = SandboxErrorKind | 'result';

/** A Code node run that failed, with what the code printed before it failed (for the run record). */
export class CodeRunError extends Error {
  readonly kind: CodeRunErrorKind;
  readonly description: string | undefined;
  readonly line: number | undefined;
  readonly itemIndex: number | undefined;
  logs: ConsoleEntry[] = [];

  constructor(
    kind: CodeRunErrorKind,
    message: string,
    details: { description?: string; line?: number; itemIndex?: number } = {},
  ) {
    super(details.itemIndex === undefined ? message : `${message} [item ${details.itemIndex}]`);
    this.name = 'CodeRunError';
    this.kind = kind;
    this.description = details.description;
    this.line = details.line;
    this.itemIndex = details.itemIndex;
  }
}

import type { SandboxErrorKind } from '../sandbox';
import type { ExpressionLocation } from './expression-scope';

/** An expression that failed: names the node, the parameter and the expression, as the run record shows it. */
export class ExpressionError extends Error {
  readonly nodeName: string;
  readonly parameter: string;
  readonly expression: string;
  readonly kind: SandboxErrorKind;
  /** The failure itself, without the location. */
  readonly reason: string;

  constructor(location: ExpressionLocation, expression: string, kind: SandboxErrorKind, reason: string) {
    super(
      `Expression error in node "${location.nodeName}", parameter "${location.parameter}": ${reason} [expression: ${expression}]`,
    );
    this.name = 'ExpressionError';
    this.nodeName = location.nodeName;
    this.parameter = location.parameter;
    this.expression = expression;
    this.kind = kind;
    this.reason = reason;
  }
}

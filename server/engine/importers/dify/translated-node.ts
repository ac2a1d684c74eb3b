/** What translating one Dify node answers: our type and parameters, or a placeholder's reason. */
import type { NodeParameters } from '../../../../common/workflow/document';

export interface Problem {
  parameter: string;
  expression: string;
  reason: string;
}

export type TranslatedNode =
  | {
      kind: 'mapped';
      type: string;
      parameters: NodeParameters;
      outputs?: Record<string, number>;
      problems: Problem[];
    }
  | { kind: 'placeholder'; reason: string; problems: Problem[] };

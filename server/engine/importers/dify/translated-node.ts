/** What translating one Dify node answers: our type and parameters, or why it stays a placeholder. */
import type { NodeCredentialRef, NodeParameters, NodeRetry } from '../../../../common/workflow/document';

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
      /** Credential slots to link (by name: a file holds no secrets). */
      credentials?: Record<string, NodeCredentialRef>;
      retry?: NodeRetry;
      /** Said in the report's warnings. */
      warnings?: string[];
    }
  | { kind: 'placeholder'; reason: string; problems: Problem[] };

/** What the offline copilot answers: operations (checked again from the start by the caller), in words. */
import type { CopilotOperation } from '@common/schemas/workflow-copilot';

export interface OfflineAnswer {
  operations: CopilotOperation[];
  explanation: string;
  warnings: string[];
}

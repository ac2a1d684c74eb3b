/** The copilot's one call: POST /api/workflows/copilot (nothing is saved by it). */
import {
  type CopilotAnswer,
  type CopilotRequest,
  copilotAnswerSchema,
} from '@common/schemas/workflow-copilot';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

export function askCopilot(request: CopilotRequest): Promise<CopilotAnswer> {
  return apiJson('POST', '/api/workflows/copilot', { body: request, parse: copilotAnswerSchema.parse });
}

export const useAskCopilot = () => useMutation({ mutationFn: askCopilot });

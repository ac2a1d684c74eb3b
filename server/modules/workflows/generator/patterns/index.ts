/** The pattern library: every pattern the offline generator and the templates build from. */
import type { WorkflowPattern } from '../pattern';
import {
  chatAssistant,
  contentWriter,
  documentChatAgent,
  feedbackSentiment,
  scheduledSummary,
  textSummaryApi,
  translationApi,
} from './ai';
import {
  errorAlerting,
  formToEmail,
  scheduledReminder,
  uptimeMonitor,
  webhookToEmail,
} from './notifications';
import {
  approvedPayout,
  dailyDigest,
  dataSync,
  postToChat,
  webhookAizTransfer,
  webhookApi,
  webhookChainPayment,
} from './operations';
import {
  extractToCrm,
  feedClassifyRoute,
  formApproval,
  leadQualification,
  supportTriage,
} from './sales-support';

export const WORKFLOW_PATTERNS: readonly WorkflowPattern[] = [
  webhookToEmail,
  scheduledSummary,
  documentChatAgent,
  leadQualification,
  formApproval,
  feedClassifyRoute,
  webhookAizTransfer,
  webhookChainPayment,
  errorAlerting,
  dailyDigest,
  supportTriage,
  extractToCrm,
  formToEmail,
  scheduledReminder,
  uptimeMonitor,
  chatAssistant,
  contentWriter,
  translationApi,
  textSummaryApi,
  feedbackSentiment,
  approvedPayout,
  dataSync,
  webhookApi,
  postToChat,
];

export function patternById(id: string): WorkflowPattern | undefined {
  return WORKFLOW_PATTERNS.find((p) => p.id === id);
}

/** The approvals feature: the page behind an e-mailed approval link (its page imports the view). */
export { approvalKeys } from './approvals-api';

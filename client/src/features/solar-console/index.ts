/**
 * The sales console's public surface: the proposal pieces the CRM's deal drawer shows too (the three options
 * with the finance comparison, the commission preview, the send-for-signature form) and the money format.
 */
export { CommissionPreview } from './commission-preview';
export { ConsoleError } from './console-panel';
export { dollarsOfCents } from './money';
export { latestProposal } from './proposal-latest';
export { ProposalOptionsGrid } from './proposal-options-grid';
export { SendForSignatureForm, type SendProposalMutation } from './send-for-signature-form';

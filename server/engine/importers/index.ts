/** Importers' public surface: everything outside this folder imports from here. */
export {
  type CredentialNeed,
  credentialNeedSchema,
  type KnownCredential,
  linkCredentials,
  nameCredentials,
} from './credential-links';
export { type DetectedFormat, detectFormat } from './detect-format';
export { importDify } from './dify/import-dify';
export { exportWorkflow, exportWorkflowFile, exportWorkflowText } from './export';
export { type FileDetails, fileDetails } from './file-details';
export { importFlowise } from './flowise/import-flowise';
export { importAiz } from './import-aiz';
export {
  ImportError,
  type ImportFormat,
  type ImportReport,
  type ImportResult,
  importFormatSchema,
  importReportSchema,
} from './import-report';
export { type ImportOptions, importWorkflow } from './import-workflow';
export { importN8n } from './n8n/import-n8n';
export { DIFY_NODE_TYPES, FLOWISE_NODE_TYPES, N8N_NODE_TYPES } from './node-type-map';
export { PLACEHOLDER_TYPE, type PlaceholderParameters, placeholderMessage } from './placeholder';

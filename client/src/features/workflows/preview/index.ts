/** The read-only workflow picture every builder surface can show (React Flow: import it lazily). */

export { isTriggerType, toPreviewGraph, typeLabel } from './preview-graph';
export { WorkflowPreview, type WorkflowPreviewProps } from './workflow-preview';

/**
 * The workflows feature's public surface: the API hooks every builder uses, the document operations,
 * the canvas (with `readOnly` for previews and run views), the /builder-advanced screen and the read-only
 * preview. It carries React Flow: a page that shows only a preview loads this index lazily (the describe
 * page does). See README.md in this folder.
 */

export * from './api';
export { BUILDER_SCREEN_HEIGHT } from './builder-screen';
export { CanvasEditor } from './canvas/canvas-editor';
export { autoLayout } from './canvas/layout';
// For the other builders (steps editor, unified builder): the palette, the chooser and the panels.
export { NodePalette, searchCatalogue } from './canvas/node-palette';
export { NodeSidePanel } from './canvas/node-side-panel';
export { type ChangeOptions, WorkflowCanvas, type WorkflowCanvasProps } from './canvas/workflow-canvas';
export * from './document/clipboard';
export * from './document/history';
export * from './document/operations';
export * from './document/validation';
export { DraftEditorAlerts, SAVE_STATUS_LABEL, UndoRedoButtons } from './draft/draft-editor-ui';
export { DraftPublishActions } from './draft/draft-publish-actions';
export { type DraftEditor, type SaveStatus, useDraftEditor } from './draft/use-draft-editor';
export * from './panels';
// What changed between two documents, in words (the marketplace shows it before a copy's update).
export { DiffView, diffSummary } from './panels/version-panel/diff-view';
export type { WorkflowPreviewProps } from './preview/workflow-preview';
/** The read-only preview, for a caller that loads this whole index lazily (the describe page). */
export { WorkflowPreview as WorkflowPreviewView } from './preview/workflow-preview';
// A step's stored items (the first ones kept of a list too large to store whole) and what to say of them.
export { optionalNote, stepItems, truncationNote } from './runs/node-context';
export * from './runs/run-state';
export { type TestOutcome, type TestRun, useTestRun } from './runs/use-test-run';
export { AdvancedBuilder } from './screens/advanced-builder';
export { WorkflowChooser } from './screens/workflow-chooser';
export {
  WORKFLOW_MISSING,
  WORKFLOW_UNAVAILABLE,
  WorkflowGate,
  type WorkflowGateProps,
} from './screens/workflow-gate';
export { chatTriggerOf } from './test-chat/chat-run';
// The test chat's state and turns: the agent wizard's chat and every builder's chat-triggered test.
export * from './test-chat/chat-state';
export { ChatTurnView } from './test-chat/chat-turn';
export { WorkflowTestChat } from './test-chat/workflow-test-chat';

/**
 * The workflows feature's public surface: the API hooks every builder uses, the document operations,
 * the canvas (with `readOnly` for previews and run views) and the /builder-advanced screen, and the
 * read-only preview, exported lazily (render it inside <Suspense>). See README.md in this folder.
 */
import { lazy } from 'react';

export const WorkflowPreview = lazy(() =>
  import('./preview/workflow-preview').then((m) => ({ default: m.WorkflowPreview })),
);

export { AdvancedBuilder } from './advanced-builder';
export * from './api';
export { BUILDER_SCREEN_HEIGHT } from './builder-screen';
export { CanvasEditor } from './canvas/canvas-editor';
// For the other builders (steps editor, unified builder): the palette, the chooser and the panels.
export { NodePalette, searchCatalogue } from './canvas/node-palette';
export { NodeSidePanel } from './canvas/node-side-panel';
export { type ChangeOptions, WorkflowCanvas, type WorkflowCanvasProps } from './canvas/workflow-canvas';
export * from './document/clipboard';
export * from './document/history';
export * from './document/operations';
export * from './document/validation';
export { DraftEditorAlerts, SAVE_STATUS_LABEL, UndoRedoButtons } from './draft-editor-ui';
export { autoLayout } from './layout';
export * from './panels';
export type { WorkflowPreviewProps } from './preview/workflow-preview';
/** The preview itself, for a caller that loads this whole index lazily (the describe page). */
export { WorkflowPreview as WorkflowPreviewView } from './preview/workflow-preview';
export * from './run-state';
export { type DraftEditor, type SaveStatus, useDraftEditor } from './use-draft-editor';
export { WorkflowChooser } from './workflow-chooser';
export {
  WORKFLOW_MISSING,
  WORKFLOW_UNAVAILABLE,
  WorkflowGate,
  type WorkflowGateProps,
} from './workflow-gate';

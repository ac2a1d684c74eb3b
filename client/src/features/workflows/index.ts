/**
 * The workflows feature's public surface. The read-only preview is exported lazily, so importing this
 * file never pulls React Flow into a route's bundle; render it inside <Suspense>.
 */
import { lazy } from 'react';

export const WorkflowPreview = lazy(() =>
  import('./preview/workflow-preview').then((m) => ({ default: m.WorkflowPreview })),
);
export type { WorkflowPreviewProps } from './preview/workflow-preview';

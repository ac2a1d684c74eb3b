/**
 * The unified builder (/workflow-builder-legacy): Wizard, Canvas, Steps and JSON tabs over one document.
 * Loads lazily with its route (React Flow and CodeMirror).
 */
export { UnifiedBuilder, UnifiedEditor } from './unified-builder';

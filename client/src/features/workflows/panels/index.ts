/**
 * The builders' panels (issue 10): a node's settings form generated from its parameters' JSON Schema, the
 * expression editor with completion and a live preview, the data inspector, and the version panel.
 * Builder routes import them (keep them off the first page; CodeMirror itself loads with the first expression
 * editor shown).
 */
export { DataInspector, type DataInspectorProps, type InspectorView } from './data-inspector/data-inspector';
export { fieldExpression, itemSchema } from './data-inspector/item-shape';
export { expressionCompletions } from './expression-editor/completions';
export type { ExpressionContext } from './expression-editor/expression-context';
export type { ExpressionEditorProps } from './expression-editor/expression-editor';
// Lazily: CodeMirror loads when a form first shows an expression, not with the canvas.
export { LazyExpressionEditor as ExpressionEditor } from './expression-editor/lazy-expression-editor';
export { checkTemplate } from './expression-editor/template-check';
export { panelKeys } from './panels-api';
export { isExpression, type JsonSchema } from './parameter-form/json-schema';
export { ParameterForm, type ParameterFormProps } from './parameter-form/parameter-form';
export { VersionPanel, type VersionPanelProps } from './version-panel/version-panel';

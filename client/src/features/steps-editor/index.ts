/**
 * The linear steps editor (/builder-legacy, and the Steps tab of /workflow-builder-legacy). Loads lazily
 * with its route (it pulls the builders' panels and CodeMirror).
 */

export { BRANCHES_MESSAGE, linearOrder } from './steps';
export { StepsBuilder } from './steps-builder';
export { StepsEditor, type StepsEditorProps } from './steps-editor';

/**
 * The assistant feature's public surface: the floating widget (its panel loads lazily). See README.md
 * in this folder for how the feature is organised.
 */
export { AssistantWidget } from './assistant-widget';

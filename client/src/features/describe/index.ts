/** "Describe it": the AI workflow builder's screen (pages/workflow-builder.tsx shows it). */
export { DescribeView } from './describe-view';

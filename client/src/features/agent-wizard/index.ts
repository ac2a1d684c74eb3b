/**
 * The agent wizard (/builder, /builder-simple): what other code may import. The page itself loads
 * lazily with its route, so the wizard's code (and zod) stay out of the first view.
 */

// For the unified builder's Wizard tab, which edits the same document through its own draft editor.
export {
  type AgentConfig,
  agentConfigOf,
  documentWithConfig,
  NotAnAgent,
  sameDraft,
  validateAgentConfig,
} from './agent-config';
export { AgentWizard } from './agent-wizard';
export { renameAgent } from './agent-wizard-api';
export { BasicsSection } from './basics-section';
export { KnowledgeSection } from './knowledge-section';
export { ModelSection } from './model-section';
export { StartersSection } from './starters-section';
export { ToolsSection } from './tools-section';
export type { AgentEditor, SaveStatus as AgentSaveStatus } from './use-agent-editor';

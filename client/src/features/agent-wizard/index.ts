/**
 * The agent wizard (/builder, /builder-simple): what other code may import. The page itself loads
 * lazily with its route, so the wizard's code (and zod) stay out of the first view.
 */
export { AgentWizard } from './agent-wizard';

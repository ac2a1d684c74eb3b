/** Solara, the solar agent (see README.md): its chat route, workflow document, ports and conversation store. */
export {
  chatWithSolara,
  deployedSolara,
  SOLARA_FAILED,
  SOLARA_NOT_DEPLOYED,
  type SolaraChatDeps,
  type SolaraTarget,
} from './chat-with-solara';
export {
  SOLARA_CONVERSATION_TTL_MS,
  solaraConversationStore,
} from './conversation-store';
export { deploySolara, mySolaraDeployments, solaraEmbedSnippet } from './deploy-solara';
export {
  looksLikeSlotTaken,
  type SolaraLeadsCtx,
  type SolaraLeadsPort,
  solaraLeadsFor,
  solaraLeadsOf,
} from './leads-port';
export { officialOwnerId } from './official-owner';
export { SOLARA_CHAT_LIMIT, SOLARA_DEPLOY_LIMIT, solaraEmbedRoutes, solaraRoutes } from './routes';
export { installSolarRunPorts, solaraSolarPort, workflowSolarPort } from './solar-port';
export { SOLARA_CHAT_NODE_ID, SOLARA_NODE_ID, solaraConfigOf, solaraWorkflow } from './solara-workflow';

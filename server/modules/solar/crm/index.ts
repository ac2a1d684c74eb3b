/**
 * The CRM core's surface inside the solar module (re-exported by ../index.ts): the routes, and the services
 * the rest of the CRM (import, reports, webhooks, proposals, projects) builds on.
 */
export { accessFor, type CrmAccess, crmAccess } from './access';
export { type ActivityInput, addActivity } from './activities';
export { selectCards, toCard } from './deal-cards';
export { dealWhere, parseDealFilter } from './deal-filter';
export { createDeal } from './deals';
export { CRM_MESSAGES } from './errors';
export { CRM_EVENT_NAMES, type CrmEventMap, type CrmEventName, emitCrmEvent, onCrmEvent } from './events';
export { getDeal, getDealCard } from './get-deal';
export { APPOINTMENT_STAGE, leadBookedInCrm, syncLeadToCrm } from './lead-sync';
export { applyMove, mayMove, moveDeal } from './move-deal';
export { firstStageOf, getPipeline, listPipelines } from './pipelines';
export { crmRequest } from './request';
export { rottingDays } from './rotting';
export { CRM_WRITE_LIMIT, crmRoutes } from './routes';
export { getSettings } from './settings';
export { ensureWorkspace } from './workspace';
export { stateOfZip } from './zip-state';

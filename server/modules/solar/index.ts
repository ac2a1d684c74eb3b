/**
 * The solar module's public surface: the estimate API, and the leads and bookings Solara creates. The model
 * itself is pure and shared (common/solar); this module adds the weather file, ZIP codes, the lead tables
 * (server/db/schema/solar.ts, owned here) and HTTP.
 */
export {
  type ActivityInput,
  addActivity,
  applyMove,
  CRM_WRITE_LIMIT,
  type CrmAccess,
  type CrmEventMap,
  type CrmEventName,
  crmAccess,
  crmRequest,
  crmRoutes,
  emitCrmEvent,
  ensureWorkspace,
  getDeal,
  getDealCard,
  getPipeline,
  getSettings,
  listPipelines,
  moveDeal,
  onCrmEvent,
} from './crm';
export { CRM_IMPORT_BODY, crmImportRoutes } from './crm/import/routes';
export { crmReportRoutes } from './crm/reports/routes';
export { crmWebhookDeliveriesSettled, installCrmWebhooks } from './crm/webhooks/deliver-webhooks';
export { crmWebhookRoutes } from './crm/webhooks/routes';
export { markDealWon, solarSalesRoutes } from './crm-sales';
export { DESIGN_PRODUCTION_LIMIT, solarDesignRoutes } from './designs';
export { estimate } from './estimate';
export { MISSION_IMPACT_LIMIT, missionImpactRoutes } from './impact';
export { getAvailability, setAvailability } from './leads/availability';
export { bookSlot, type SolarBookingContext } from './leads/book-slot';
export { SlotNotOpen, SlotTaken } from './leads/errors';
export { scoreLead } from './leads/lead-score';
export { getLead, listLeads } from './leads/list-leads';
export { openSlots } from './leads/open-slots';
export { SOLAR_AVAILABILITY_WRITE_LIMIT, solarLeadRoutes } from './leads/routes';
export { saveLead } from './leads/save-lead';
export { SOLAR_ESTIMATE_LIMIT, solarRoutes } from './routes';
export {
  chatWithSolara,
  installSolarRunPorts,
  looksLikeSlotTaken,
  SOLARA_CHAT_LIMIT,
  type SolaraLeadsCtx,
  type SolaraLeadsPort,
  solaraEmbedRoutes,
  solaraLeadsOf,
  solaraSolarPort,
  solaraWorkflow,
} from './solara';
export { loadWeather } from './weather';

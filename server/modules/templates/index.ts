/**
 * The templates module's public surface: its routes, and the seeding the server runs at start. Table:
 * server/db/schema/templates.ts (owned here). The documents come from the workflows module's pattern
 * library; a used template becomes a workflow through the workflows service.
 */
export { buildTemplate } from './build-template';
export { TEMPLATE_USE_LIMIT, templateRoutes } from './routes';
export { type SeedResult, seedTemplates } from './seed-templates';
export { TEMPLATES } from './template-list';

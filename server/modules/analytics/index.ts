/** The analytics module's public surface: its routes, and the event summary admin reads. */
export { analyticsRoutes } from './routes';
export { type AnalyticsSummary, summarizeAnalyticsEvents } from './summary';

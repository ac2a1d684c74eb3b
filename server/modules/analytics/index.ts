/** The analytics module's public surface: its routes, and the event summary admin reads. */
export { ANALYTICS_RATE_LIMIT, analyticsRoutes } from './routes';
export { type AnalyticsSummary, summarizeAnalyticsEvents } from './summary';

/** Performance analytics at /analytics (issue 11 item 7). Only the page imports this feature, lazily. */
export { AnalyticsView } from './analytics-view';

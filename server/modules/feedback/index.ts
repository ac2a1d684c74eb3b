/** The feedback module's public surface: its routes, and the reads admin uses. */
export { FEEDBACK_LIMIT_PER_IP, FEEDBACK_LIMIT_PER_USER, feedbackRoutes } from './routes';
export { countFeedback, listRecentFeedback, RECENT_FEEDBACK_MAX } from './service';

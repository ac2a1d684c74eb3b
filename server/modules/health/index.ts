/** The health module's public surface: its route. */
export { healthRoutes } from './routes';

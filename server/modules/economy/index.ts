/** The economy module's public surface: /api/economy (flows of AIZ, top earners, the privacy setting). */
export { economyRoutes } from './routes';

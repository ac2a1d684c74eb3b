/** The tokens module's public surface: its routes (distribution and ledger history). */
export { tokenRoutes } from './routes';

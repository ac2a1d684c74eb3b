/** The admin module's public surface: its routes (every one needs an administrator). */
export { adminRoutes } from './routes';

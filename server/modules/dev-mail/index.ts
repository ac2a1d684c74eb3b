/** The developer inbox's public surface: its routes (mounted outside production only). */
export { devMailRoutes } from './routes';

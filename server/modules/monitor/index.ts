/** The monitor module's public surface: the recorder middleware, the sampler and the routes. */
export { recordRequests } from './middleware';
export { HttpRecorder } from './recorder';
export { metricsRoutes, monitorRoutes } from './routes';
export { type MonitorDeps, MonitorSampler } from './sampler';

export * from './activation';
export * from './bullmq-schedules';
export * from './form-routes';
export * from './schedules';
export * from './webhook-paths';
export * from './webhook-routes';
export * from './webhook-test-listen';

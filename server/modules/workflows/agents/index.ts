export * from './agents-routes';
export * from './agents-service';

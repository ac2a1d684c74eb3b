export * from './knowledge-routes';
export * from './knowledge-store';
export * from './knowledge-text';

export * from './approvals-routes';

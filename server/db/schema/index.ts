/** The whole database schema, one file per domain. Migrations are generated from this (drizzle-kit). */

export * from './agent-wallets';
export * from './ai';
export * from './analytics';
export * from './assistant';
export * from './assistant-uploads';
export * from './auth';
export * from './credentials';
export * from './deployments';
export * from './feedback';
export * from './ledger';
export * from './mail';
export * from './marketplace';
export * from './onboarding';
export * from './payments';
export * from './solar';
export * from './solar-crm';
export * from './staking';
export * from './templates';
export * from './workflows';
export * from './workflows-agent-memory';
export * from './workflows-approvals';
export * from './workflows-conversation-variables';
export * from './workflows-effects';
export * from './workflows-knowledge';
export * from './workflows-schedules';
export * from './workflows-webhooks';

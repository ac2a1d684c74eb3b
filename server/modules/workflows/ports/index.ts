export * from './conversation-port';
export * from './knowledge-port';
export * from './ledger-port';
export * from './mail-port';
export * from './mcp-port';
export * from './memory-port';
export * from './payment-sources';
export * from './sub-workflow-port';

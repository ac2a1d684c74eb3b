/** The mail service's public surface: delivery (SMTP or the database outbox), messages, the outbox read. */
export * from './messages';
export { latestOutboxMail } from './outbox';
export * from './transport';

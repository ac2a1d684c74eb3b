import type { DataRouter } from 'react-router';

/** What the widget needs of the app's router (it is mounted beside it, not inside a route). */
export type AssistantRouter = Pick<DataRouter, 'navigate' | 'state'>;

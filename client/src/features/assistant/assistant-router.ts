import type { AppNavigator } from '@/lib/app-navigator';

/** What the widget needs of the app's navigation (it is mounted beside the routes, not inside one). */
export type AssistantRouter = Pick<AppNavigator, 'navigate' | 'state'>;

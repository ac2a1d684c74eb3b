/** The admin feature's public surface: its query keys. The admin screen itself is imported by its page. */
export { adminKeys } from './admin-api';

/** The monitor feature: its screen is imported by its page (client/src/pages/monitor.tsx); nothing else is shared. */
export {};

export const cliDist: string;
export const CLI_ENTRIES: Record<'aiz', string>;
export function ensureCliBuild(options?: { force?: boolean }): Promise<void>;

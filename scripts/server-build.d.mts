export const serverDist: string;
export const SERVER_NODE_FLAGS: string[];
export const SERVER_ENTRIES: Record<'main' | 'worker', string>;
export function serverBuildIsFresh(): boolean;
export function buildServer(): Promise<void>;
export function ensureServerBuild(options?: { force?: boolean }): Promise<void>;

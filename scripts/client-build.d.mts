export const root: string;
export function clientBuildIsFresh(): boolean;
export function ensureClientBuild(options?: { force?: boolean }): void;

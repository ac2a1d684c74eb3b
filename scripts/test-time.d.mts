export function testTimeScale(options?: { env?: NodeJS.ProcessEnv; extraLoad?: number }): number;
export function scaled(ms: number, env?: NodeJS.ProcessEnv): number;

/** The Code node's executor: the process's shared sandbox pool (../../sandbox/shared-pool.ts). */

import type { SandboxExecutor } from '../../sandbox/code-node';
import { closeSharedSandboxPool, sharedSandboxPool } from '../../sandbox/shared-pool';

export const sharedPoolExecutor: SandboxExecutor = (program, options) =>
  sharedSandboxPool().run(program, options);

/** For shutdown (and tests that used the registry's Code node): the next use starts a new pool. */
export const closeSharedCodePool = closeSharedSandboxPool;

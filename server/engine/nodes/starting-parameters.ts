/**
 * The parameters a node of a type starts with when it is added for someone (by the copilot), from its
 * definition's `starting`: its starting values, and a path of its own for triggers that listen on one.
 */
import { randomBytes } from 'node:crypto';
import { NODE_REGISTRY } from './registry';

const randomSuffix = () => randomBytes(4).toString('hex');

/** The readable start of the fresh path a new node of this type gets (`hook`), if it listens on a path. */
export function freshPathStart(type: string): string | undefined {
  return NODE_REGISTRY.find(type)?.definition.starting?.freshPath;
}

export function startingParameters(
  type: string,
  suffix: () => string = randomSuffix,
): Record<string, unknown> {
  const starting = NODE_REGISTRY.find(type)?.definition.starting;
  return {
    ...starting?.parameters,
    ...(starting?.freshPath ? { path: `${starting.freshPath}-${suffix()}` } : {}),
  };
}

/** A node definition as the executor's `NodeType`: its resolved parameters parsed by its own schema. */
import type { z } from 'zod';
import type { NodeType } from '../core';
import type { NodeDefinition } from './definition';

/** Parameters that do not fit the node's schema: names the node and the first bad parameter. */
export class InvalidNodeParametersError extends Error {
  override name = 'InvalidNodeParametersError';
}

function describeIssue(nodeName: string, issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.') || '(all parameters)';
  return `Node "${nodeName}": parameter "${path}" is invalid: ${issue.message}`;
}

export function toNodeType(definition: NodeDefinition): NodeType {
  return {
    type: definition.type,
    inputs: definition.inputs,
    outputs: definition.outputs.length,
    execute: (ctx, inputs) =>
      definition.execute(
        {
          ...ctx,
          parameters: (itemIndex = 0) => {
            const parsed = definition.parameters.safeParse(ctx.parameters(itemIndex));
            if (parsed.success) return parsed.data;
            const [first] = parsed.error.issues;
            throw new InvalidNodeParametersError(
              first ? describeIssue(ctx.node.name, first) : `Node "${ctx.node.name}": invalid parameters`,
            );
          },
        },
        inputs,
      ),
  };
}

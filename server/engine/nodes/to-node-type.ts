/** A node definition as the executor's `NodeType`: its resolved parameters parsed by its own schema. */
import type { z } from 'zod';
import type { NodeContext, NodeType } from '../core';
import type { ExpressionScope } from '../expressions';
import type { NodeDefinition, NodeTypeInfo } from './definition';
import type { RunInner } from './inner-run';
import type { PlatformPorts } from './ports';

/** Parameters that do not fit the node's schema: names the node and the first bad parameter. */
export class InvalidNodeParametersError extends Error {
  override name = 'InvalidNodeParametersError';
}

function describeIssue(nodeName: string, issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.') || '(all parameters)';
  return `Node "${nodeName}": parameter "${path}" is invalid: ${issue.message}`;
}

/** What a document run adds to a node's context (see adapter/run-document.ts). */
export interface NodeRunServices {
  expressionScope?(ctx: NodeContext, itemIndex: number): ExpressionScope;
  /** Told each state a node keeps, so other nodes' expressions can read its `context`. */
  stateChanged?(nodeId: string, value: unknown): void;
  /** The platform's services for this run. */
  ports?: PlatformPorts;
  /** Runs a container's inner steps (./inner-run.ts). */
  runInner?(ctx: NodeContext, ...args: Parameters<RunInner>): ReturnType<RunInner>;
  /** The registry's word on a node type (./definition.ts). */
  nodeTypeInfo?(type: string): NodeTypeInfo | undefined;
}

export function toNodeType(definition: NodeDefinition, services: NodeRunServices = {}): NodeType {
  const scopeOf = services.expressionScope;
  const runInner = services.runInner;
  return {
    type: definition.type,
    inputs: definition.inputs,
    outputs: definition.outputs.length,
    execute: (ctx, inputs) =>
      definition.execute(
        {
          ...ctx,
          // A getter on the executor's context, not copied by the spread: read only by nodes that use it.
          get signal() {
            return ctx.signal;
          },
          ports: services.ports ?? {},
          state: {
            get: () => ctx.state.get(),
            set: (value) => {
              ctx.state.set(value);
              services.stateChanged?.(ctx.node.id, value);
            },
          },
          ...(scopeOf ? { expressionScope: (itemIndex = 0) => scopeOf(ctx, itemIndex) } : {}),
          ...(runInner ? { runInner: (graph, options) => runInner(ctx, graph, options) } : {}),
          ...(services.nodeTypeInfo ? { nodeTypeInfo: services.nodeTypeInfo } : {}),
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

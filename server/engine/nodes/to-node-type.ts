/** A node definition as the executor's `NodeType`: its resolved parameters parsed by its own schema. */
import type { z } from 'zod';
import type { NodeContext, NodeType } from '../core';
import type { ExpressionScope } from '../expressions';
import type { NodeDefinition, NodeExecution, NodeTypeInfo } from './definition';
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
  /** The account the run is for (the workflow's owner): the sandbox pool shares its workers fairly by it. */
  tenant?: string;
}

/**
 * What a node's `execute` gets: the executor's context with the platform's additions. A class, not a spread
 * of the executor's context: a webhook call runs a few nodes, and spreading a context (with its accessor)
 * into an object literal with getters was the biggest single cost of a node run in bench/webhook.ts.
 */
class NodeRunContext<P> implements NodeExecution<P> {
  readonly node: NodeContext['node'];
  readonly runId: string;
  readonly runIndex: number;
  readonly resumed: NodeContext['resumed'];
  readonly now: NodeContext['now'];
  readonly log: NodeContext['log'];
  readonly usage: NodeContext['usage'];
  readonly attached: NodeContext['attached'];
  readonly recordAttachedStep: NodeContext['recordAttachedStep'];
  readonly ports: PlatformPorts;
  readonly state: NodeContext['state'];
  readonly expressionScope: NodeExecution<P>['expressionScope'];
  readonly runInner: NodeExecution<P>['runInner'];
  readonly nodeTypeInfo: NodeExecution<P>['nodeTypeInfo'];
  readonly tenant: string | undefined;

  constructor(
    private readonly ctx: NodeContext,
    private readonly schema: z.ZodType<P>,
    services: NodeRunServices,
  ) {
    this.node = ctx.node;
    this.runId = ctx.runId;
    this.runIndex = ctx.runIndex;
    this.resumed = ctx.resumed;
    this.now = ctx.now;
    this.log = ctx.log;
    this.usage = ctx.usage;
    this.attached = ctx.attached;
    this.recordAttachedStep = ctx.recordAttachedStep;
    this.ports = services.ports ?? {};
    const stateChanged = services.stateChanged;
    this.state = stateChanged
      ? {
          get: () => ctx.state.get(),
          set: (value) => {
            ctx.state.set(value);
            stateChanged(ctx.node.id, value);
          },
        }
      : ctx.state;
    const scopeOf = services.expressionScope;
    this.expressionScope = scopeOf ? (itemIndex = 0) => scopeOf(ctx, itemIndex) : undefined;
    const runInner = services.runInner;
    this.runInner = runInner ? (graph, options) => runInner(ctx, graph, options) : undefined;
    this.nodeTypeInfo = services.nodeTypeInfo;
    this.tenant = services.tenant;
  }

  /** The executor's signal, read only by nodes that use it (the executor makes it on first read). */
  get signal(): AbortSignal {
    return this.ctx.signal;
  }

  parameters(itemIndex = 0): P {
    const parsed = this.schema.safeParse(this.ctx.parameters(itemIndex));
    if (parsed.success) return parsed.data;
    const [first] = parsed.error.issues;
    throw new InvalidNodeParametersError(
      first ? describeIssue(this.ctx.node.name, first) : `Node "${this.ctx.node.name}": invalid parameters`,
    );
  }
}

export function toNodeType(definition: NodeDefinition, services: NodeRunServices = {}): NodeType {
  return {
    type: definition.type,
    inputs: definition.inputs,
    outputs: definition.outputs.length,
    execute: (ctx, inputs) =>
      definition.execute(new NodeRunContext(ctx, definition.parameters, services), inputs),
  };
}

/**
 * Dify's conversation variables (`workflow.conversation_variables`, read as `conversation.x`, written by
 * assigners). Within one run they behave as in Dify: a step reads the value the latest assigner before it
 * wrote (its ancestors in the graph, the nearest first), else the value the conversation kept from its
 * earlier messages, which the chat trigger gives (`conversation`, its `conversationVariables` parameter;
 * the declared value in a new conversation). An assigner becomes a Conversation Variables node, which keeps
 * the new values for the next messages of the same session. A variable nobody writes is its declared value.
 */
import { z } from 'zod';
import type { DifyEdge, DifyNode } from './dify-schema';

const declaredSchema = z
  .array(z.looseObject({ name: z.string(), value: z.unknown() }))
  .catch([])
  .default([]);

const selectorSchema = z.array(z.string());
const targetsSchema = z.looseObject({
  items: z.array(z.looseObject({ variable_selector: selectorSchema.catch([]) })).optional(),
  assigned_variable_selector: selectorSchema.optional(),
});

/** The conversation variables an assigner writes (`[]` when it writes none). */
export function conversationTargets(data: Record<string, unknown>): string[] {
  const parsed = targetsSchema.safeParse(data);
  if (!parsed.success) return [];
  const selectors = parsed.data.items
    ? parsed.data.items.map((i) => i.variable_selector)
    : [parsed.data.assigned_variable_selector ?? []];
  return selectors.filter((s) => s[0] === 'conversation' && s[1]).map((s) => s[1]!);
}

export class ConversationVariables {
  readonly declared: ReadonlyMap<string, unknown>;
  /** Variable name → the ids of the assigners that write it. */
  private readonly writers = new Map<string, string[]>();
  private readonly parents = new Map<string, string[]>();

  constructor(declared: unknown, nodes: readonly DifyNode[], edges: readonly DifyEdge[]) {
    this.declared = new Map(declaredSchema.parse(declared).map((v) => [v.name, v.value ?? null]));
    for (const node of nodes) {
      if (node.data.type !== 'assigner') continue;
      for (const name of conversationTargets(node.data)) {
        this.writers.set(name, [...(this.writers.get(name) ?? []), node.id]);
      }
    }
    for (const edge of edges)
      this.parents.set(edge.target, [...(this.parents.get(edge.target) ?? []), edge.source]);
    // A step inside a container comes after what comes before the container.
    for (const node of nodes) {
      if (node.parentId) this.parents.set(node.id, [...(this.parents.get(node.id) ?? []), node.parentId]);
    }
  }

  /** The declared variables and their starting values (the chat trigger's `conversationVariables`). */
  startingValues(): Record<string, unknown> {
    return Object.fromEntries(this.declared);
  }

  isWritten(name: string): boolean {
    return this.writers.has(name);
  }

  /** The ids of the steps that run before `nodeId` (back along the wires, and out of its containers). */
  private ancestors(nodeId: string): Set<string> {
    const seen = new Set<string>();
    const stack = [nodeId];
    while (stack.length > 0) {
      for (const parent of this.parents.get(stack.pop()!) ?? []) {
        if (!seen.has(parent)) {
          seen.add(parent);
          stack.push(parent);
        }
      }
    }
    seen.delete(nodeId);
    return seen;
  }

  /** The assigners of `name` that run before `nodeId`, the latest first (one after another runs later). */
  writersBefore(nodeId: string, name: string): string[] {
    const before = this.ancestors(nodeId);
    const found = (this.writers.get(name) ?? []).filter((w) => before.has(w));
    const earlierWriters = new Map(
      found.map((w) => {
        const its = this.ancestors(w);
        return [w, found.filter((o) => its.has(o)).length];
      }),
    );
    return found.sort((a, b) => earlierWriters.get(b)! - earlierWriters.get(a)!);
  }
}

/** Why a step of an app that is no chatflow cannot read a conversation variable no assigner wrote in the run. */
export const earlierTurnMessage = (name: string) =>
  `the conversation variable "${name}" keeps its value from one message to the next in Dify, and an assigner changes it; this app is no chatflow, so there is no conversation to keep it in, and no assigner set it before this step in this run`;

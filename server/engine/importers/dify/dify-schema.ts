/** The parts of a Dify app DSL (YAML) the importer reads: `workflow.graph.nodes` and `.edges`. */
import { z } from 'zod';

export const difySelectorSchema = z.array(z.string()).min(1);

export const difyNodeSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  /** React Flow's kind: `custom` for steps, `custom-note` for a canvas note (whose `data.type` is empty). */
  type: z.string().optional(),
  parentId: z.union([z.string(), z.number()]).transform(String).optional(),
  position: z.looseObject({ x: z.number(), y: z.number() }).optional(),
  positionAbsolute: z.looseObject({ x: z.number(), y: z.number() }).optional(),
  data: z.looseObject({ type: z.string(), title: z.string().optional() }),
});

export const difyEdgeSchema = z.looseObject({
  source: z.union([z.string(), z.number()]).transform(String),
  sourceHandle: z.string().nullish(),
  target: z.union([z.string(), z.number()]).transform(String),
});

export const difyAppSchema = z.looseObject({
  app: z.looseObject({ mode: z.string().optional(), name: z.string().optional() }).optional(),
  workflow: z.looseObject({
    graph: z.looseObject({ nodes: z.array(difyNodeSchema), edges: z.array(difyEdgeSchema).default([]) }),
  }),
});

export type DifyNode = z.infer<typeof difyNodeSchema>;

/** A canvas note, not a step: Dify marks it `custom-note`, with an empty `data.type`. */
export const isDifyNote = (node: DifyNode) => node.type === 'custom-note' || node.data.type === '';
export type DifyEdge = z.infer<typeof difyEdgeSchema>;
export type DifySelector = z.infer<typeof difySelectorSchema>;

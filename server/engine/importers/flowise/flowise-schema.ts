/** The parts of a Flowise export (chatflow or Agentflow v2) the importer reads; the rest is kept raw. */
import { z } from 'zod';

export const flowiseNodeSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().optional(),
  position: z.looseObject({ x: z.number(), y: z.number() }).optional(),
  positionAbsolute: z.looseObject({ x: z.number(), y: z.number() }).optional(),
  parentNode: z.string().optional(),
  data: z.looseObject({
    id: z.string().optional(),
    label: z.string().optional(),
    name: z.string().min(1),
    category: z.string().optional(),
    inputs: z.record(z.string(), z.unknown()).nullish(),
    outputAnchors: z.array(z.looseObject({ id: z.string().optional() })).nullish(),
  }),
});

export const flowiseEdgeSchema = z.looseObject({
  source: z.string(),
  sourceHandle: z.string().nullish(),
  target: z.string(),
  targetHandle: z.string().nullish(),
});

export const flowiseFlowSchema = z.looseObject({
  nodes: z.array(flowiseNodeSchema),
  edges: z.array(flowiseEdgeSchema).default([]),
});

export type FlowiseNode = z.infer<typeof flowiseNodeSchema>;
export type FlowiseEdge = z.infer<typeof flowiseEdgeSchema>;

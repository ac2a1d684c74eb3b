/**
 * Solara's tools are nodes of its workflow, wired to it as an AI agent's are (`ai_tool` edges): a need of the
 * conversation (an estimate, open slots, a lead, a booking) runs the wired node of that type as a one-node
 * inner run with the request as its item, recorded as a step of the run under Solara's step.
 */
import type { SolaraNeed, SolaraOutcome } from '../../../../common/solar/solara';
import type { WorkflowNode } from '../../../../common/workflow/document';
import type { Step } from '../../core';
import { wiredTools } from '../ai-agent/wired-tools';
import type { NodeExecution } from '../definition';

type ToolContext = Pick<
  NodeExecution<unknown>,
  | 'node'
  | 'runId'
  | 'runIndex'
  | 'runInner'
  | 'expressionScope'
  | 'recordAttachedStep'
  | 'attached'
  | 'nodeTypeInfo'
>;

/** The node type each need runs. */
export const NEED_TOOL_TYPES: Readonly<Record<SolaraNeed['kind'], string>> = {
  probe: 'solar-estimate',
  estimate: 'solar-estimate',
  slots: 'solar-slots',
  saveLead: 'solar-lead',
  book: 'solar-book',
};

function requestOf(need: SolaraNeed): Record<string, unknown> {
  switch (need.kind) {
    case 'probe':
    case 'estimate':
      return need.request;
    case 'slots':
      return { from: need.from, to: need.to };
    case 'saveLead':
      return { ...need.lead };
    case 'book':
      return { leadId: need.leadId, startsAt: need.startsAt, consentText: need.consentText };
  }
}

async function runTool(ctx: ToolContext, node: WorkflowNode, input: Record<string, unknown>, key: string) {
  const runInner = ctx.runInner;
  if (!runInner) throw new Error('Solara’s tools run only inside a workflow run.');
  const steps: Step[] = [];
  const visible = () => {
    try {
      return ctx.expressionScope?.(0).nodes ?? {};
    } catch {
      return {};
    }
  };
  const run = await runInner(
    { nodes: [node], edges: [], startNodeId: node.id },
    { runId: key, triggerItems: [{ json: input }], visible, onStep: (step) => void steps.push(step) },
  );
  if (ctx.recordAttachedStep)
    for (const { runIndex: _, ...step } of steps) await ctx.recordAttachedStep(step);
  if (run.status !== 'succeeded')
    throw new Error(run.error?.message ?? `The node "${node.name}" did not finish.`);
  return run.steps.findLast((s) => s.nodeId === node.id)?.output[0]?.[0]?.json ?? {};
}

/** Performs the conversation's needs with the wired tool nodes; a missing tool is an outcome that says so. */
export function solaraTools(ctx: ToolContext, itemIndex: number) {
  const wired = wiredTools(ctx, []);
  let call = 0;
  return async (need: SolaraNeed): Promise<SolaraOutcome> => {
    const type = NEED_TOOL_TYPES[need.kind];
    const tool = wired.find((t) => t.node.type === type);
    if (!tool) throw new Error(`Solara has no ${type} node wired as a tool.`);
    const key = `${ctx.runId}:${ctx.node.id}:${ctx.runIndex}:${itemIndex}:${call++}`;
    const json = (await runTool(ctx, tool.node, requestOf(need), key)) as Record<string, unknown>;
    switch (need.kind) {
      case 'probe':
      case 'estimate':
        return { kind: need.kind, ok: true, estimate: json.estimate } as SolaraOutcome;
      case 'slots':
        return {
          kind: 'slots',
          ok: true,
          slots: (json.slots ?? []) as { startsAt: string; endsAt: string }[],
        };
      case 'saveLead':
        return { kind: 'saveLead', ok: true, leadId: String(json.leadId), score: Number(json.score ?? 0) };
      case 'book':
        return json.booked === true
          ? {
              kind: 'book',
              ok: true,
              appointment: {
                appointmentId: String(json.appointmentId),
                startsAt: String(json.startsAt),
                endsAt: String(json.endsAt),
              },
            }
          : {
              kind: 'book',
              ok: false,
              taken: json.taken === true,
              message: String(json.message ?? 'That slot is taken.'),
            };
    }
  };
}

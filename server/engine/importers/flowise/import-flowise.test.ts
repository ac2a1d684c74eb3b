import { describe, expect, it } from 'vitest';
import { type WorkflowDocument, workflowDocumentSchema } from '../../../../common/workflow/document';
import { fixtureFiles, readFixture } from '../fixtures/read-fixture';
import { ImportError, importReportSchema } from '../import-report';
import { importWorkflow } from '../import-workflow';
import { importFlowise } from './import-flowise';

const TEMPLATES = fixtureFiles('flowise', '.json');

describe('importFlowise', () => {
  it('has the eleven templates', () => {
    expect(TEMPLATES).toHaveLength(11);
  });

  it.each(TEMPLATES)('imports %s with a valid document and a sensible report', (file) => {
    const raw = JSON.parse(readFixture(`flowise/${file}`)) as {
      nodes: { id: string; data: { name: string } }[];
      edges: unknown[];
    };
    const { document, report } = importWorkflow(readFixture(`flowise/${file}`));
    expect(workflowDocumentSchema.safeParse(document).success).toBe(true);
    expect(importReportSchema.safeParse(report).success).toBe(true);
    const steps = raw.nodes.filter((n) => !n.data.name.startsWith('stickyNote'));
    // Every step is accounted for, once: mapped or kept as a placeholder; sticky notes are reported.
    expect(report.mapped.length + report.placeholders.length).toBe(steps.length);
    // An iteration's children are its inner steps, after the start step we add.
    const inner = document.nodes.flatMap((n) =>
      n.type === 'iteration' ? (n.parameters.steps as { nodes: { id: string }[] }).nodes.slice(1) : [],
    );
    expect([...document.nodes, ...inner].map((n) => n.id).sort()).toEqual(steps.map((n) => n.id).sort());
    expect(report.mapped.length).toBeGreaterThan(0);
    expect(document.edges.length).toBeGreaterThan(0);
    for (const node of document.nodes.filter((n) => n.type === 'placeholder')) {
      expect(node.parameters).toMatchObject({ source: 'flowise', originalType: expect.any(String) });
    }
  });

  it('maps an Agentflow v2 with its start type, positions, edges and branch outputs', () => {
    const { document, report } = importWorkflow(readFixture('flowise/Agentic RAG.json'));
    expect(report.format).toBe('flowise-agentflow');
    const start = document.nodes.find((n) => n.id === 'startAgentflow_0')!;
    expect(start.type).toBe('chat-trigger');
    expect(start.position).toEqual([expect.any(Number), expect.any(Number)]);
    const branches = document.edges.filter((e) => e.source === 'conditionAgentAgentflow_0');
    expect(branches.map((e) => [e.sourceOutput, e.target]).sort()).toEqual([
      [0, 'llmAgentflow_0'],
      [1, 'llmAgentflow_1'],
    ]);
    // The loop node names where it goes back to in its inputs; that becomes an edge.
    expect(document.edges).toContainEqual(
      expect.objectContaining({ source: 'loopAgentflow_0', targetInput: 0 }),
    );
    expect(report.untranslatedExpressions[0]).toMatchObject({
      reason: expect.stringContaining('Flowise variable'),
    });
  });

  it('maps a form start and human input', () => {
    const hitl = importWorkflow(readFixture('flowise/Human In The Loop.json'));
    expect(hitl.report.mapped).toContainEqual(
      expect.objectContaining({ from: 'startAgentflow', to: 'form-trigger' }),
    );
    expect(hitl.report.mapped).toContainEqual(
      expect.objectContaining({ from: 'humanInputAgentflow', to: 'approval' }),
    );
  });

  it('maps an iteration holding its children, which start from a start step', () => {
    const iterations = importWorkflow(readFixture('flowise/Iterations.json'));
    expect(iterations.report.mapped).toContainEqual(
      expect.objectContaining({ from: 'iterationAgentflow', to: 'iteration' }),
    );
    const iteration = iterations.document.nodes.find((n) => n.id === 'iterationAgentflow_0')!;
    expect(iteration.parameters).toMatchObject({
      items: [{ item: 'abc' }, { item: 'def' }],
      value: { nodeId: 'llmAgentflow_1', path: ['content'] },
      onPassError: 'errorText',
      result: 'text',
    });
    const steps = iteration.parameters.steps as WorkflowDocument & { startNodeId: string };
    expect(steps.startNodeId).toBe('iterationAgentflow_0-start');
    const child = steps.nodes.find((n) => n.id === 'llmAgentflow_0')!;
    expect(child.position).toEqual([-13.75 + 56, 8.5 + 92]);
    expect(steps.edges.map((e) => [e.source, e.target])).toEqual([
      ['llmAgentflow_0', 'llmAgentflow_1'],
      ['iterationAgentflow_0-start', 'llmAgentflow_0'],
    ]);
    expect(iterations.document.nodes.map((n) => n.id)).not.toContain('llmAgentflow_0');
  });

  it('maps a loop to an If on its run count that goes back while under the maximum', () => {
    const { document, report } = importWorkflow(readFixture('flowise/Supervisor Worker.json'));
    expect(report.placeholders.map((p) => p.from)).not.toContain('loopAgentflow');
    const loop = document.nodes.find((n) => n.id === 'loopAgentflow_0')!;
    expect(loop.type).toBe('if');
    expect(loop.parameters.conditions).toMatchObject({
      conditions: [{ leftValue: '={{ $runIndex }}', rightValue: 4, operator: { operation: 'lt' } }],
    });
    expect(document.edges).toContainEqual(
      expect.objectContaining({ source: 'loopAgentflow_0', sourceOutput: 0, target: 'llmAgentflow_0' }),
    );
  });

  it('maps a classic chatflow chain and keeps its components as placeholders', () => {
    const { document, report } = importWorkflow(readFixture('flowise/Conversation Chain.json'));
    expect(report.format).toBe('flowise-chatflow');
    expect(report.mapped).toEqual([
      { name: expect.any(String), from: 'conversationChain', to: 'llm-prompt' },
    ]);
    expect(report.placeholders.map((p) => p.from).sort()).toEqual(['bufferMemory', 'chatOpenAI']);
    expect(document.edges.every((e) => e.target === 'conversationChain_0')).toBe(true);
    const chain = document.nodes.find((n) => n.id === 'conversationChain_0')!;
    expect(report.warnings).toContainEqual(expect.stringContaining('parameters.flowise'));
    expect(chain.parameters.flowise).toMatchObject({ name: 'conversationChain', inputs: expect.any(Object) });
  });

  it('refuses a file that is not a Flowise flow', () => {
    expect(() => importFlowise({ nodes: [{ id: 'a', data: {} }] }, 'flowise-agentflow')).toThrow(ImportError);
    expect(() => importFlowise({ nodes: 'x' }, 'flowise-chatflow')).toThrow(/^Not a Flowise flow: /);
  });
});

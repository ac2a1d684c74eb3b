import { describe, expect, it } from 'vitest';
import { workflowDocumentSchema } from '../../../../common/workflow/document';
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
    expect(document.nodes.map((n) => n.id).sort()).toEqual(steps.map((n) => n.id).sort());
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

  it('maps a form start and human input, and places iteration children absolutely', () => {
    const hitl = importWorkflow(readFixture('flowise/Human In The Loop.json'));
    expect(hitl.report.mapped).toContainEqual(
      expect.objectContaining({ from: 'startAgentflow', to: 'form-trigger' }),
    );
    expect(hitl.report.mapped).toContainEqual(
      expect.objectContaining({ from: 'humanInputAgentflow', to: 'approval' }),
    );
    const iterations = importWorkflow(readFixture('flowise/Iterations.json'));
    const child = iterations.document.nodes.find((n) => n.id === 'llmAgentflow_0')!;
    expect(child.position).toEqual([-13.75 + 56, 8.5 + 92]);
    expect(iterations.report.warnings).toContainEqual(expect.stringContaining('inside the iteration'));
    // The body's first node hangs off the iteration, not off nothing (it would run as a trigger).
    const intoBody = iterations.document.edges.filter((e) => e.target.startsWith('llmAgentflow_'));
    expect(intoBody.map((e) => [e.source, e.target])).toEqual([
      ['llmAgentflow_0', 'llmAgentflow_1'],
      ['iterationAgentflow_0', 'llmAgentflow_0'],
    ]);
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

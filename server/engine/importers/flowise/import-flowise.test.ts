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
    // Components folded into their chain or agent are no nodes; a chatflow gets a chat trigger.
    const folded = report.mapped.filter((m) => /^(the |a tool)/.test(m.to));
    const added = report.format === 'flowise-chatflow' ? ['chatflow-chat'] : [];
    const ids = [...document.nodes, ...inner].map((n) => n.id);
    expect(ids).toHaveLength(steps.length - folded.length + added.length);
    const known = new Set([...steps.map((n) => n.id), ...added]);
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
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
    // The question and another step's answer are our expressions; the flow state is listed, and stops.
    const generate = document.nodes.find((n) => n.id === 'llmAgentflow_2')!;
    expect(generate.parameters.prompt).toBe(
      "=Given the question: {{ $('Start').first().json.chatInput }}\n\nAnd the findings: {{ $('Retriever Vector DB').last().json.context }}\n\nOutput the final response",
    );
    expect(report.untranslatedExpressions).toContainEqual(
      expect.objectContaining({ node: 'Retriever Vector DB', expression: '{{ $flow.state.query }}' }),
    );
    const retriever = document.nodes.find((n) => n.id === 'retrieverAgentflow_0')!;
    expect(retriever.parameters.query).toMatch(
      /^=\{\{ \(\(\) => \{ throw new Error\('the Flowise variable "\$flow\.state\.query" cannot run here/,
    );
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

  it("folds a chatflow chain's model and memory into it, after a chat trigger", () => {
    const { document, report } = importWorkflow(readFixture('flowise/Conversation Chain.json'));
    expect(report.format).toBe('flowise-chatflow');
    expect(report.placeholders).toEqual([]);
    expect(report.mapped.map((m) => [m.from, m.to]).sort()).toEqual([
      ['bufferMemory', 'the memory of "Conversation Chain"'],
      ['chatOpenAI', 'the model of "Conversation Chain"'],
      ['conversationChain', 'llm-prompt'],
    ]);
    const chain = document.nodes.find((n) => n.id === 'conversationChain_0')!;
    expect(chain.parameters).toMatchObject({
      model: 'openai/gpt-3.5-turbo-16k',
      temperature: 0.9,
      useChatHistory: true,
      prompt: '={{ $("Chat").first().json.chatInput }}',
      systemMessage: expect.stringContaining(
        'The following is a friendly conversation between a human and an AI.',
      ),
    });
    expect(chain.parameters.flowise).toBeUndefined();
    expect(document.edges).toEqual([
      expect.objectContaining({ source: 'chatflow-chat', target: 'conversationChain_0' }),
    ]);
  });

  it("fills a chain's prompt template from its values, the question and the chain it reads, in order", () => {
    const { document } = importWorkflow(readFixture('flowise/Prompt Chaining.json'));
    const second = document.nodes.find((n) => n.id === 'llmChain_1')!;
    expect(second.parameters.prompt).toContain("objective: {{ $('Chat').first().json.chatInput }}.");
    expect(second.parameters.prompt).toContain("has the result: {{ $('LLM Chain').last().json.text }}.");
    expect(document.edges.map((e) => [e.source, e.target]).sort()).toEqual([
      ['chatflow-chat', 'llmChain_0'],
      ['llmChain_0', 'llmChain_1'],
    ]);
  });

  it("folds an agent's model, memory and calculator; a tool we lack stays a placeholder tool", () => {
    const { document, report } = importWorkflow(readFixture('flowise/Tool Agent.json'));
    const agent = document.nodes.find((n) => n.id === 'toolAgent_0')!;
    expect(agent.parameters).toMatchObject({
      model: 'openai/gpt-4o-mini',
      memoryWindow: 200,
      instructions: 'You are a helpful AI assistant.',
      tools: [expect.objectContaining({ kind: 'node', name: 'calculator' })],
    });
    expect(report.placeholders.map((p) => p.from)).toEqual(['serpAPI']);
    expect(document.edges).toContainEqual(
      expect.objectContaining({ source: 'serpAPI_0', target: 'toolAgent_0', kind: 'ai_tool' }),
    );
  });

  it('refuses a file that is not a Flowise flow', () => {
    expect(() => importFlowise({ nodes: [{ id: 'a', data: {} }] }, 'flowise-agentflow')).toThrow(ImportError);
    expect(() => importFlowise({ nodes: 'x' }, 'flowise-chatflow')).toThrow(/^Not a Flowise flow: /);
  });
});

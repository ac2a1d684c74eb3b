import { describe, expect, it } from 'vitest';
import { workflowDocumentSchema } from '../../../../common/workflow/document';
import { readFixture } from '../fixtures/read-fixture';
import { ImportError } from '../import-report';
import { importWorkflow } from '../import-workflow';
import { importN8n } from './import-n8n';

const n8nNoOp = (name: string) => ({ name, type: 'n8n-nodes-base.noOp', parameters: {} });
const ID = (n: number) => `5b2c1d8e-0f6a-4e0b-9a51-1c1f0d3b7a0${n}`;

describe('importN8n', () => {
  const { document, report } = importWorkflow(readFixture('n8n/core-nodes.json'));
  const node = (name: string) => document.nodes.find((n) => n.name === name)!;

  it('keeps ids, names and positions, maps core types and keeps their parameters as n8n wrote them', () => {
    expect(workflowDocumentSchema.safeParse(document).success).toBe(true);
    expect(node('Edit Fields')).toMatchObject({ id: ID(2), type: 'set', position: [220, 0] });
    expect(node('Edit Fields').parameters.assignments).toEqual({
      assignments: [
        { id: 'a1', name: 'order', value: 'A-1', type: 'string' },
        { id: 'a2', name: 'total', value: '={{ 40 + 80 }}', type: 'number' },
      ],
    });
    expect(report.format).toBe('n8n');
    expect(report.mapped).toEqual([
      { name: 'When clicking ‘Test workflow’', from: 'n8n-nodes-base.manualTrigger', to: 'manual-trigger' },
      { name: 'Edit Fields', from: 'n8n-nodes-base.set', to: 'set' },
      { name: 'Over 100?', from: 'n8n-nodes-base.if', to: 'if' },
      { name: 'Mark big', from: 'n8n-nodes-base.code', to: 'code' },
      { name: 'Small', from: 'n8n-nodes-base.noOp', to: 'no-op' },
    ]);
  });

  it('turns connections into edges by output index, between ids', () => {
    const wires = document.edges.map((e) => [e.source, e.sourceOutput, e.target, e.targetInput]);
    expect(wires).toEqual([
      [ID(1), 0, ID(2), 0],
      [ID(2), 0, ID(3), 0],
      [ID(3), 0, ID(4), 0],
      [ID(3), 1, ID(5), 0],
      [ID(4), 0, ID(6), 0],
    ]);
  });

  it('carries disabled, retry, onError, continueOnFail, notes, executeOnce and alwaysOutputData', () => {
    expect(node('Small').disabled).toBe(true);
    expect(node('Over 100?').retry).toEqual({ maxTries: 4, waitMs: 2000 });
    expect(node('Mark big').onError).toBe('errorOutput');
    expect(node('Mark big').parameters.executeOnce).toBe(true);
    expect(node('Edit Fields').parameters.alwaysOutputData).toBe(true);
    expect(node('Tell Slack').onError).toBe('continue');
    expect(node('Tell Slack').notes).toBe('Posts big orders');
  });

  it('keeps pin data (by id) and the timezone', () => {
    expect(document.pinData).toEqual({ [ID(2)]: [{ json: { order: 'A-1', total: 120 } }] });
    expect(document.settings.timezone).toBe('Europe/Berlin');
  });

  it('keeps an unknown node as a placeholder with its type and raw parameters', () => {
    expect(node('Tell Slack')).toMatchObject({
      type: 'placeholder',
      parameters: {
        originalType: 'n8n-nodes-base.slack',
        source: 'n8n',
        originalParameters: { channel: '#orders', text: "=Big order {{ $('Edit Fields').item.json.order }}" },
      },
    });
    expect(report.placeholders).toEqual([
      {
        name: 'Tell Slack',
        from: 'n8n-nodes-base.slack',
        reason: expect.stringContaining('n8n-nodes-base.slack'),
      },
    ]);
  });

  it('keeps expressions as written and reports the ones we cannot run', () => {
    expect(node('Mark big').parameters.jsCode).toContain('$env.REGION');
    expect(report.untranslatedExpressions).toEqual([]);
    const { report: withEnv } = importN8n({
      nodes: [
        {
          name: 'Set',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          parameters: { a: '={{ $env.HOME }}', b: '={{ $json.ok }}', c: { d: ['={{ $fromAI("x") }}'] } },
        },
      ],
    });
    expect(withEnv.untranslatedExpressions).toEqual([
      {
        node: 'Set',
        parameter: 'c.d[0]',
        expression: '={{ $fromAI("x") }}',
        reason: expect.stringContaining('$fromAI'),
      },
    ]);
    // $env runs (it reads the workflow variables): the report says which ones to add.
    expect(withEnv.warnings).toContain(
      '$env reads the workflow variables here: add a workflow variable for "HOME" (an unset one stops the run).',
    );
    expect(report.warnings.find((w) => w.startsWith('$env'))).toContain('"REGION"');
  });

  it('folds a model sub-node into its root as the model preference', () => {
    const ai = importWorkflow(readFixture('n8n/ai-agent.json'));
    expect(ai.report.mapped.map((m) => m.to)).toEqual([
      'chat-trigger',
      'ai-agent',
      'the model of "AI Agent"',
    ]);
    expect(ai.report.placeholders).toEqual([]);
    expect(ai.report.warnings).toEqual([]);
    expect(ai.document.nodes.map((n) => n.name)).toEqual(['When chat message received', 'AI Agent']);
    expect(ai.document.nodes[1]?.parameters).toMatchObject({ model: 'openai/gpt-4o-mini' });
    expect(ai.document.edges).toHaveLength(1);
  });

  it('folds models and output parsers into LangChain chains, moves the classifier’s Other output, reports other sub-nodes', () => {
    const { document, report } = importWorkflow(readFixture('n8n/ai-chains.json'));
    const byName = new Map(document.nodes.map((n) => [n.name, n]));
    expect([...byName.keys()]).toEqual([
      'When chat message received',
      'Text Classifier',
      'Basic LLM Chain',
      'Window Buffer Memory',
      'Other questions',
    ]);
    expect(byName.get('Text Classifier')?.parameters).toMatchObject({
      model: 'openai/gpt-4o-mini',
      temperature: 0.2,
      maxTokens: 400,
    });
    const chain = byName.get('Basic LLM Chain');
    expect(chain?.type).toBe('llm-prompt');
    expect(chain?.parameters).toMatchObject({ model: 'google/gemini-2.0-flash' });
    expect(JSON.parse(String(chain?.parameters.jsonSchema))).toEqual({
      type: 'object',
      properties: { answer: { type: 'string' }, refund: { type: 'boolean' } },
    });
    const classifier = byName.get('Text Classifier')?.id;
    expect(
      document.edges.filter((e) => e.source === classifier).map((e) => [e.sourceOutput, e.target]),
    ).toEqual([
      [0, byName.get('Basic LLM Chain')?.id],
      [10, byName.get('Other questions')?.id],
    ]);
    expect(report.placeholders.map((p) => p.from)).toEqual(['@n8n/n8n-nodes-langchain.memoryBufferWindow']);
    // The memory sub-node hangs off its chain through an ai_memory edge: never a start node.
    expect(document.edges.filter((e) => e.kind).map((e) => [e.source, e.target, e.kind])).toEqual([
      [byName.get('Window Buffer Memory')?.id, chain?.id, 'ai_memory'],
    ]);
    expect(report.warnings).toEqual([]);
  });

  it('wires tool sub-nodes to their agent through ai_tool edges, and maps n8n nodes used as tools', () => {
    const { document, report } = importN8n({
      nodes: [
        { id: 'chat', name: 'Chat', type: '@n8n/n8n-nodes-langchain.chatTrigger', parameters: {} },
        { id: 'agent', name: 'Agent', type: '@n8n/n8n-nodes-langchain.agent', parameters: {} },
        {
          id: 'http',
          name: 'Get weather',
          type: 'n8n-nodes-base.httpRequestTool',
          parameters: { toolDescription: 'The weather', url: 'https://weather.example' },
        },
        { id: 'calc', name: 'Wikipedia', type: '@n8n/n8n-nodes-langchain.toolWikipedia', parameters: {} },
      ],
      connections: {
        Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
        'Get weather': { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
        Wikipedia: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
      },
    });
    expect(document.nodes.map((n) => [n.name, n.type])).toEqual([
      ['Chat', 'chat-trigger'],
      ['Agent', 'ai-agent'],
      ['Get weather', 'http-request'],
      ['Wikipedia', 'placeholder'],
    ]);
    expect(document.nodes[2]?.parameters).toMatchObject({ toolDescription: 'The weather' });
    expect(document.edges.map((e) => [e.source, e.target, e.kind ?? 'main'])).toEqual([
      ['chat', 'agent', 'main'],
      ['http', 'agent', 'ai_tool'],
      ['calc', 'agent', 'ai_tool'],
    ]);
    expect(report.warnings.filter((w) => w.includes('ai_tool'))).toEqual([]);
  });

  it('makes missing ids stable and unsafe ids safe, and reports wires to missing nodes', () => {
    const first = importN8n({
      nodes: [
        { name: 'A', type: 'n8n-nodes-base.noOp', parameters: {} },
        { id: 'has space', name: 'B', type: 'n8n-nodes-base.noOp', parameters: {} },
      ],
      connections: {
        A: {
          main: [
            [
              { node: 'B', index: 0 },
              { node: 'Gone', index: 0 },
            ],
          ],
        },
      },
      settings: { timezone: 'Mars/Olympus' },
    });
    expect(first.document.nodes.map((n) => n.id)).toEqual(['node-1', 'has-space']);
    expect(first.document.edges).toHaveLength(1);
    expect(first.report.warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('"Gone"'), expect.stringContaining('Mars/Olympus')]),
    );
    expect(first.document.settings.timezone).toBe('UTC');
  });

  it('imports the conformance fixture with every node mapped and nothing to report', () => {
    const { document, report } = importWorkflow(readFixture('n8n/orders-branch.json'));
    expect(report.mapped.map((m) => m.to)).toEqual(['manual-trigger', 'code', 'if', 'set', 'set']);
    expect(report.placeholders).toEqual([]);
    expect(report.untranslatedExpressions).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(document.edges.map((e) => e.sourceOutput)).toEqual([0, 0, 0, 1]);
  });

  it('keeps a positive execution timeout and reports credentials and the error workflow to re-link', () => {
    const { document, report } = importN8n({
      nodes: [
        {
          name: 'Mail',
          type: 'n8n-nodes-base.emailSend',
          parameters: {},
          credentials: {
            smtp: { id: '12', name: 'Office SMTP' },
            httpHeaderAuth: { id: '13', name: 'Partner header' },
            'bad key!': { id: '14', name: 'Dropped' },
          },
        },
      ],
      settings: { executionTimeout: 120, errorWorkflow: 'n8n-wf-9' },
    });
    expect(document.settings.timeoutS).toBe(120);
    // Named, never by n8n's ids; a type of ours where n8n's has one.
    expect(document.nodes[0]?.credentials).toEqual({
      smtp: { name: 'Office SMTP' },
      httpHeaderAuth: { name: 'Partner header', type: 'header' },
    });
    expect(report.warnings).toEqual([
      expect.stringContaining('n8n credentials (smtp, httpHeaderAuth, bad key!)'),
      expect.stringContaining('"n8n-wf-9"'),
    ]);
    expect(importN8n({ nodes: [], settings: { executionTimeout: -1 } }).document.settings.timeoutS).toBe(300);
  });

  it('imports settings of another shape (errorWorkflow: null, as public exports have it) and names them', () => {
    const { document, report } = importN8n({
      nodes: [{ name: 'Start', type: 'n8n-nodes-base.manualTrigger', parameters: {} }],
      settings: {
        executionOrder: 'v1',
        errorWorkflow: null,
        executionTimeout: 'soon',
        timezone: 'Europe/Zurich',
      },
    });
    expect(document.settings.timezone).toBe('Europe/Zurich');
    expect(document.settings.timeoutS).toBe(300);
    expect(report.warnings).toEqual([
      'These n8n settings had no value we could use and were left out: executionTimeout (string), errorWorkflow (null).',
    ]);
    expect(importN8n({ nodes: [], settings: null }).report.warnings).toEqual([]);
    expect(importN8n({ nodes: [], settings: 'v1' }).report.warnings).toEqual([
      'These n8n settings had no value we could use and were left out: settings.',
    ]);
  });

  it('links the HTTP node’s chosen n8n credential to its auth slot', () => {
    const { document } = importN8n({
      nodes: [
        {
          name: 'Call',
          type: 'n8n-nodes-base.httpRequest',
          parameters: {
            url: 'https://api.example',
            authentication: 'genericCredentialType',
            genericAuthType: 'httpHeaderAuth',
          },
          credentials: {
            httpBasicAuth: { id: '1', name: 'Old basic' },
            httpHeaderAuth: { id: '2', name: 'Partner header' },
          },
        },
      ],
    });
    expect(document.nodes[0]?.credentials).toEqual({ auth: { name: 'Partner header', type: 'header' } });
    expect(document.nodes[0]?.parameters).toMatchObject({ authentication: 'credential' });
    expect(document.nodes[0]?.parameters).not.toHaveProperty('credentialId');
  });

  it('translates older core node versions and warns about the older ones it cannot translate', () => {
    const { document, report } = importN8n({
      nodes: [
        {
          name: 'Old set',
          type: 'n8n-nodes-base.set',
          typeVersion: 2,
          parameters: { values: { string: [{ name: 'a', value: 'b' }] } },
        },
        { name: 'New set', type: 'n8n-nodes-base.set', typeVersion: 3.4, parameters: {} },
        { name: 'Old HTTP', type: 'n8n-nodes-base.httpRequest', typeVersion: 2, parameters: {} },
      ],
    });
    expect(document.nodes[0]?.parameters).toMatchObject({
      assignments: { assignments: [{ name: 'a', type: 'string', value: 'b' }] },
      includeOtherFields: true,
      conversion: 'setV2',
    });
    expect(report.warnings).toEqual([
      expect.stringContaining('"Old set" is version 2 of n8n-nodes-base.set; its parameters were translated'),
      expect.stringContaining('"Old HTTP" is version 2 of n8n-nodes-base.httpRequest'),
    ]);
  });

  it('leaves sticky notes out (they are not steps and would run as a trigger) and reports them', () => {
    const { document, report } = importN8n({
      nodes: [
        n8nNoOp('A'),
        { name: 'Sticky Note', type: 'n8n-nodes-base.stickyNote', parameters: { content: '## Read me' } },
      ],
    });
    expect(document.nodes.map((n) => n.name)).toEqual(['A']);
    expect(report.placeholders).toEqual([]);
    expect(report.warnings).toEqual([expect.stringContaining('The sticky note "Sticky Note" was left out')]);
  });

  it.each([
    ['no nodes', { connections: {} }],
    ['a node without a type', { nodes: [{ name: 'A', parameters: {} }] }],
  ])('refuses %s with a clear error', (_, content) => {
    expect(() => importN8n(content)).toThrow(ImportError);
    expect(() => importN8n(content)).toThrow(/^Not an n8n workflow: /);
  });

  it('leaves out connections of another shape and names them, keeping the rest', () => {
    const node = (name: string) => ({ name, type: 'n8n-nodes-base.noOp', parameters: {}, position: [0, 0] });
    const { document: doc, report: rep } = importN8n({
      nodes: [node('A'), node('B')],
      connections: { X: 'B', A: { main: [[{ node: 'B', type: 'main', index: 0 }, 7], 'x'], other: 3 } },
    });
    expect(doc.edges).toHaveLength(1);
    expect(rep.warnings).toContain(
      'These connections are not in n8n\'s shape and were left out: "X", "A".main[0][1], "A".main[1], "A".other.',
    );
  });

  it('maps the schedule trigger, the old Cron node (as cron expressions) and the error trigger', () => {
    const { document: doc, report: rep } = importN8n({
      nodes: [
        {
          name: 'Every 15 minutes',
          type: 'n8n-nodes-base.scheduleTrigger',
          parameters: { rule: { interval: [{ field: 'minutes', minutesInterval: 15 }] } },
        },
        {
          name: 'Old cron',
          type: 'n8n-nodes-base.cron',
          parameters: {
            triggerTimes: {
              item: [
                { mode: 'everyDay', hour: 9, minute: 30 },
                { mode: 'everyX', value: 10, unit: 'minutes' },
                { mode: 'custom', cronExpression: '0 0 12 * * 1' },
                { mode: 'sometimes' },
              ],
            },
          },
        },
        { name: 'On error', type: 'n8n-nodes-base.errorTrigger', parameters: {} },
      ],
      connections: {},
    });
    expect(doc.nodes.map((n) => n.type)).toEqual(['schedule-trigger', 'schedule-trigger', 'error-trigger']);
    expect(doc.nodes[1]?.parameters).toEqual({
      rule: {
        interval: [
          { field: 'cronExpression', expression: '0 30 9 * * *' },
          { field: 'cronExpression', expression: '0 */10 * * * *' },
          { field: 'cronExpression', expression: '0 0 12 * * 1' },
        ],
      },
    });
    expect(rep.placeholders).toEqual([]);
    expect(rep.warnings).toContain('"Old cron" has a trigger time of mode "sometimes", which was left out.');
  });
});

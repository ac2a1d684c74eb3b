import { describe, expect, it } from 'vitest';
import { workflowDocumentSchema } from '../../../../common/workflow/document';
import { importN8n } from './import-n8n';

const LC = '@n8n/n8n-nodes-langchain.';
type N = { name: string; type: string; typeVersion?: number; parameters?: Record<string, unknown> };
const wire = (from: string, to: string, kind: string) => ({
  [from]: { [kind]: [[{ node: to, type: kind, index: 0 }]] },
});

/** An agent fed by a chat trigger, with the given sub-nodes wired to it. */
function agentWith(agent: Record<string, unknown>, subs: [N, string][], version = 2.2) {
  const nodes: N[] = [
    { name: 'Chat', type: `${LC}chatTrigger`, parameters: {} },
    { name: 'Agent', type: `${LC}agent`, typeVersion: version, parameters: agent },
    ...subs.map(([n]) => n),
  ];
  const connections = Object.assign(
    wire('Chat', 'Agent', 'main'),
    ...subs.map(([n, kind]) => wire(n.name, 'Agent', kind)),
  );
  const result = importN8n({ nodes: nodes.map((n, i) => ({ id: `n${i}`, ...n })), connections });
  expect(workflowDocumentSchema.safeParse(result.document).success).toBe(true);
  const node = (name: string) => result.document.nodes.find((n) => n.name === name);
  return { ...result, node };
}

const openAiModel: [N, string] = [
  {
    name: 'Model',
    type: `${LC}lmChatOpenAi`,
    parameters: {
      model: { __rl: true, value: 'gpt-4o-mini' },
      options: { temperature: 0.3, maxTokens: 300 },
    },
  },
  'ai_languageModel',
];

describe('n8n AI clusters', () => {
  it("reads the agent's prompt, system message and limit; without memory it sees no earlier messages", () => {
    const { node, report } = agentWith(
      {
        promptType: 'define',
        text: '={{ $json.question }}',
        options: { systemMessage: 'You answer in French.', maxIterations: 4 },
      },
      [openAiModel],
    );
    expect(node('Agent')?.parameters).toEqual({
      instructions: 'You answer in French.',
      prompt: '={{ $json.question }}',
      maxIterations: 4,
      memoryWindow: 0,
      model: 'openai/gpt-4o-mini',
      temperature: 0.3,
      maxTokens: 300,
    });
    expect(report.placeholders).toEqual([]);
  });

  it("uses the chat message and n8n's default system message of each agent kind", () => {
    expect(agentWith({ options: {} }, []).node('Agent')?.parameters).toMatchObject({
      instructions: 'You are a helpful assistant',
      prompt: '',
    });
    // Version 1.0 defaulted to the conversational agent reading `input`.
    const v1 = agentWith({}, [], 1).node('Agent')?.parameters;
    expect(v1?.prompt).toBe('={{ $json.input }}');
    expect(v1?.instructions).toMatch(/^Do your best to answer the questions/);
    const sql = agentWith({ agent: 'sqlAgent' }, [], 1.5);
    expect(sql.node('Agent')?.type).toBe('placeholder');
    expect(sql.report.placeholders[0]?.reason).toMatch(/SQL agent/);
  });

  it('folds a window memory into the agent: k exchanges are 2k messages, a custom key is the session', () => {
    const fromInput = agentWith({}, [
      [{ name: 'Memory', type: `${LC}memoryBufferWindow`, typeVersion: 1.3, parameters: {} }, 'ai_memory'],
    ]);
    expect(fromInput.node('Agent')?.parameters).toMatchObject({ memoryWindow: 10 });
    expect(fromInput.node('Agent')?.parameters.sessionId).toBeUndefined();
    expect(fromInput.node('Memory')).toBeUndefined();
    expect(fromInput.report.mapped).toContainEqual({
      name: 'Memory',
      from: `${LC}memoryBufferWindow`,
      to: 'the memory of "Agent"',
    });
    const custom = agentWith({}, [
      [
        {
          name: 'Memory',
          type: `${LC}memoryPostgresChat`,
          typeVersion: 1.3,
          parameters: { sessionIdType: 'customKey', sessionKey: '={{ $json.user }}', contextWindowLength: 3 },
        },
        'ai_memory',
      ],
    ]);
    expect(custom.node('Agent')?.parameters).toMatchObject({
      memoryWindow: 6,
      sessionId: '={{ $json.user }}',
    });
    expect(custom.report.warnings.join(' ')).toMatch(
      /"Memory": it kept the conversation in a Postgres table; AIZ keeps it in its own storage/,
    );
    // Before 1.2 the key was fixed, "chat_history" unless written.
    const old = agentWith({}, [
      [{ name: 'Memory', type: `${LC}memoryBufferWindow`, typeVersion: 1, parameters: {} }, 'ai_memory'],
    ]);
    expect(old.node('Agent')?.parameters.sessionId).toBe('chat_history');
  });

  it('names a provider AIZ does not reach and falls back to the default model, keeping temperature and tokens', () => {
    const { node, report } = agentWith({}, [
      [
        {
          name: 'Groq',
          type: `${LC}lmChatGroq`,
          parameters: {
            model: 'llama-3.3-70b-versatile',
            options: { temperature: 0.1, maxTokensToSample: 99 },
          },
        },
        'ai_languageModel',
      ],
    ]);
    expect(node('Agent')?.parameters.model).toBeUndefined();
    expect(node('Agent')?.parameters).toMatchObject({ temperature: 0.1, maxTokens: 99 });
    expect(report.warnings).toContain(
      '"Groq" used Groq (model "llama-3.3-70b-versatile"), which AIZ does not reach; it runs on your default model instead (the router\'s choice), with the same temperature and token limit.',
    );
    const anthropic = agentWith({}, [
      [
        {
          name: 'Claude',
          type: `${LC}lmChatAnthropic`,
          parameters: { model: { __rl: true, value: 'claude-sonnet-4-5' } },
        },
        'ai_languageModel',
      ],
    ]);
    expect(anthropic.node('Agent')?.parameters.model).toBe('anthropic/claude-sonnet-4-5');
  });

  it("keeps the agent's primary model when a fallback model is wired to its second model input", () => {
    const { document, report } = importN8n({
      nodes: [
        { id: 'a', name: 'Agent', type: `${LC}agent`, typeVersion: 2.1, parameters: { needsFallback: true } },
        { id: 'p', name: 'Primary', type: `${LC}lmChatOpenAi`, parameters: { model: 'gpt-4.1' } },
        {
          id: 'f',
          name: 'Fallback',
          type: `${LC}lmChatAnthropic`,
          parameters: { model: 'claude-3-5-haiku' },
        },
      ],
      connections: {
        Primary: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
        Fallback: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 1 }]] },
      },
    });
    expect(document.nodes[0]?.parameters.model).toBe('openai/gpt-4.1');
    expect(report.warnings).toContain(
      '"Fallback" was the fallback model of "Agent"; AIZ\'s router fails over to your other providers itself.',
    );
  });

  it("gives the agent a structured output parser's schema", () => {
    const { node } = agentWith({ hasOutputParser: true }, [
      [
        {
          name: 'Parser',
          type: `${LC}outputParserStructured`,
          typeVersion: 1.2,
          parameters: { jsonSchemaExample: '{"city": "Paris", "days": 3}' },
        },
        'ai_outputParser',
      ],
    ]);
    expect(JSON.parse(String(node('Agent')?.parameters.jsonSchema))).toEqual({
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'number' } },
    });
  });

  it('turns the HTTP tool into our HTTP node whose {placeholders} are the arguments the model fills', () => {
    const { node, document, report } = agentWith({}, [
      [
        {
          name: 'Weather',
          type: `${LC}toolHttpRequest`,
          typeVersion: 1.1,
          parameters: {
            toolDescription: 'Gets the weather of a city',
            url: 'https://api.example.com/weather/{city}',
            sendQuery: true,
            parametersQuery: {
              values: [
                { name: 'units', valueProvider: 'fieldValue', value: '{unit}' },
                { name: 'lang', valueProvider: 'modelOptional' },
              ],
            },
            sendHeaders: true,
            parametersHeaders: { values: [{ name: 'x-app', valueProvider: 'fieldValue', value: 'aiz' }] },
            placeholderDefinitions: {
              values: [
                { name: 'city', description: 'The city', type: 'string' },
                { name: 'unit', description: 'metric or imperial' },
              ],
            },
          },
        },
        'ai_tool',
      ],
    ]);
    expect(node('Weather')?.type).toBe('http-request');
    expect(node('Weather')?.parameters).toEqual({
      method: 'GET',
      url: '=https://api.example.com/weather/{{ encodeURIComponent(String($json.city)) }}',
      toolDescription: 'Gets the weather of a city',
      sendQuery: true,
      queryParameters: {
        parameters: [
          { name: 'units', value: '={{ $json.unit }}' },
          { name: 'lang', value: '={{ $json.lang }}' },
        ],
      },
      sendHeaders: true,
      headerParameters: { parameters: [{ name: 'x-app', value: 'aiz' }] },
      toolInputSchema: {
        type: 'object',
        properties: {
          city: { type: 'string', description: 'The city' },
          unit: { type: 'string', description: 'metric or imperial' },
          lang: { type: 'string' },
        },
        required: ['city', 'unit'],
      },
    });
    expect(document.edges.find((e) => e.kind === 'ai_tool')?.source).toBe(node('Weather')?.id);
    expect(report.placeholders).toEqual([]);
  });

  it('keeps the workflow tool’s n8n reference to re-link, with the arguments its inputs take from the model', () => {
    const { node, report } = agentWith({}, [
      [
        {
          name: 'Orders',
          type: `${LC}toolWorkflow`,
          typeVersion: 2.2,
          parameters: {
            description: 'Looks an order up',
            workflowId: { __rl: true, value: 'UXdblREvbkvy3WSs', cachedResultName: 'Order lookup' },
            workflowInputs: {
              value: {
                id: "={{ $fromAI('id', `The order id`, 'string') }}",
                command: 'lookup',
              },
            },
          },
        },
        'ai_tool',
      ],
    ]);
    expect(node('Orders')?.type).toBe('execute-workflow');
    expect(node('Orders')?.parameters).toMatchObject({
      workflowId: '',
      n8nWorkflow: { id: 'UXdblREvbkvy3WSs', name: 'Order lookup' },
      toolDescription: 'Looks an order up',
      toolInputSchema: {
        type: 'object',
        properties: { id: { type: 'string', description: 'The order id' } },
      },
    });
    expect(report.warnings).toContain(
      '"Orders": "Orders" ran the n8n workflow "Order lookup" (id UXdblREvbkvy3WSs); import it too and choose it in "Orders".',
    );
    expect(report.warnings.join(' ')).toMatch(/sent command with fixed values/);
  });

  it('wraps a JavaScript code tool so `query` is bound as n8n binds it; Python stays a placeholder', () => {
    const { node, report } = agentWith({}, [
      [
        {
          name: 'Shout',
          type: `${LC}toolCode`,
          typeVersion: 1.1,
          parameters: {
            name: 'shout',
            description: 'Upper-cases the text',
            jsCode: 'return query.toUpperCase();',
          },
        },
        'ai_tool',
      ],
      [
        { name: 'Py', type: `${LC}toolCode`, parameters: { language: 'python', pythonCode: 'return query' } },
        'ai_tool',
      ],
      [{ name: 'Calculator', type: `${LC}toolCalculator`, parameters: {} }, 'ai_tool'],
    ]);
    expect(node('Shout')?.type).toBe('code');
    expect(node('Shout')?.parameters).toMatchObject({
      toolName: 'shout',
      toolDescription: 'Upper-cases the text',
      toolInputSchema: { properties: { query: { type: 'string' } }, required: ['query'] },
    });
    expect(node('Shout')?.parameters.jsCode).toContain('const query = $input.first().json.query;');
    expect(node('Calculator')).toMatchObject({
      type: 'code',
      parameters: { toolName: 'calculator', toolInputSchema: { required: ['input'] } },
    });
    expect(report.placeholders.map((p) => [p.name, p.reason])).toEqual([
      ['Py', expect.stringMatching(/Python code tool/)],
    ]);
  });

  it('maps a vector store used as a tool onto knowledge retrieval; its embeddings are ours; inserting is a placeholder naming the splitter', () => {
    const nodes = [
      { id: 'f', name: 'Form', type: 'n8n-nodes-base.formTrigger', parameters: {} },
      { id: 'i', name: 'Insert', type: `${LC}vectorStoreInMemory`, parameters: { mode: 'insert' } },
      { id: 'l', name: 'Loader', type: `${LC}documentDefaultDataLoader`, parameters: {} },
      {
        id: 's',
        name: 'Splitter',
        type: `${LC}textSplitterRecursiveCharacterTextSplitter`,
        parameters: { chunkSize: 500, chunkOverlap: 50 },
      },
      { id: 'c', name: 'Chat', type: `${LC}chatTrigger`, parameters: {} },
      { id: 'a', name: 'Agent', type: `${LC}agent`, typeVersion: 2, parameters: {} },
      {
        id: 't',
        name: 'Docs',
        type: `${LC}vectorStoreInMemory`,
        parameters: {
          mode: 'retrieve-as-tool',
          toolName: 'knowledge_base',
          toolDescription: 'Our handbook',
          topK: 6,
        },
      },
      { id: 'e', name: 'Embeddings', type: `${LC}embeddingsOpenAi`, parameters: {} },
    ];
    const connections = {
      ...wire('Form', 'Insert', 'main'),
      ...wire('Loader', 'Insert', 'ai_document'),
      ...wire('Splitter', 'Loader', 'ai_textSplitter'),
      ...wire('Chat', 'Agent', 'main'),
      ...wire('Docs', 'Agent', 'ai_tool'),
      ...wire('Embeddings', 'Docs', 'ai_embedding'),
    };
    const { document, report } = importN8n({ nodes, connections });
    const docs = document.nodes.find((n) => n.name === 'Docs');
    expect(docs?.type).toBe('knowledge-retrieval');
    expect(docs?.parameters).toEqual({
      query: '={{ $json.query }}',
      topK: 6,
      toolDescription: 'Our handbook',
      toolInputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
      toolName: 'knowledge_base',
    });
    expect(document.nodes.find((n) => n.name === 'Embeddings')).toBeUndefined();
    // Inserting adds to the workflow's knowledge, cut as the splitter cut; loader and splitter fold into it.
    expect(document.nodes.find((n) => n.name === 'Insert')).toMatchObject({
      type: 'knowledge-insert',
      parameters: { chunkSize: 500, chunkOverlap: 50 },
    });
    expect(document.nodes.map((n) => n.name)).toEqual(['Form', 'Insert', 'Chat', 'Agent', 'Docs']);
    expect(report.mapped.filter((m) => !m.to.includes('-'))).toEqual([
      { name: 'Loader', from: `${LC}documentDefaultDataLoader`, to: 'the documents read by "Insert"' },
      {
        name: 'Splitter',
        from: `${LC}textSplitterRecursiveCharacterTextSplitter`,
        to: 'the chunking of "Insert"',
      },
      {
        name: 'Embeddings',
        from: `${LC}embeddingsOpenAi`,
        to: 'nothing: AIZ embeds the workflow\'s knowledge with your AI provider, for "Docs"',
      },
    ]);
    expect(report.placeholders).toEqual([]);
  });

  it('maps the vector store question tool onto a knowledge tool, folding its store, embeddings and model', () => {
    const { document, report } = importN8n({
      nodes: [
        { id: 'a', name: 'Agent', type: `${LC}agent`, typeVersion: 1.7, parameters: {} },
        {
          id: 't',
          name: 'Answer questions',
          type: `${LC}toolVectorStore`,
          typeVersion: 1,
          parameters: { name: 'company_docs', description: 'Company documents', topK: 5 },
        },
        { id: 's', name: 'Qdrant', type: `${LC}vectorStoreQdrant`, parameters: { qdrantCollection: 'docs' } },
        { id: 'e', name: 'Embeddings', type: `${LC}embeddingsOpenAi`, parameters: {} },
        { id: 'm', name: 'Summary model', type: `${LC}lmChatOpenAi`, parameters: { model: 'gpt-4o-mini' } },
      ],
      connections: {
        ...wire('Answer questions', 'Agent', 'ai_tool'),
        ...wire('Qdrant', 'Answer questions', 'ai_vectorStore'),
        ...wire('Embeddings', 'Qdrant', 'ai_embedding'),
        ...wire('Summary model', 'Answer questions', 'ai_languageModel'),
      },
    });
    expect(document.nodes.map((n) => [n.name, n.type])).toEqual([
      ['Agent', 'ai-agent'],
      ['Answer questions', 'knowledge-retrieval'],
    ]);
    expect(document.nodes[1]?.parameters).toMatchObject({
      toolName: 'company_docs',
      toolDescription: 'Company documents',
      topK: 5,
    });
    expect(report.placeholders).toEqual([]);
    expect(report.mapped.map((m) => m.to)).toEqual([
      'ai-agent',
      'knowledge-retrieval',
      'the knowledge searched by "Answer questions"',
      'nothing: AIZ embeds the workflow\'s knowledge with your AI provider, for "Qdrant"',
      "nothing (the passages go to the agent's own model)",
    ]);
    expect(document.nodes[0]?.parameters.model).toBeUndefined();
  });

  it("reads the loader's files or expression, and a token splitter's chunks in characters", () => {
    const store = (loader: Record<string, unknown>, splitter: Record<string, unknown>) =>
      importN8n({
        nodes: [
          { id: 'm', name: 'Start', type: 'n8n-nodes-base.manualTrigger', parameters: {} },
          {
            id: 'i',
            name: 'Insert',
            type: `${LC}vectorStoreInMemory`,
            parameters: { mode: 'insert', clearStore: true },
          },
          { id: 'l', name: 'Loader', type: `${LC}documentDefaultDataLoader`, parameters: loader },
          { id: 's', name: 'Splitter', type: `${LC}textSplitterTokenSplitter`, parameters: splitter },
        ],
        connections: {
          ...wire('Start', 'Insert', 'main'),
          ...wire('Loader', 'Insert', 'ai_document'),
          ...wire('Splitter', 'Loader', 'ai_textSplitter'),
        },
      });
    const files = store(
      { dataType: 'binary', binaryMode: 'specificField', binaryDataKey: 'pdf' },
      { chunkSize: 250, chunkOverlap: 10 },
    );
    expect(files.document.nodes[1]?.parameters).toEqual({
      binaryProperty: 'pdf',
      chunkSize: 1000,
      chunkOverlap: 40,
    });
    expect(files.report.warnings.join(' ')).toMatch(
      /emptied the store first.*counted tokens; ours counts characters/s,
    );
    const text = store({ jsonMode: 'expressionData', jsonData: '={{ $json.article }}' }, {});
    expect(text.document.nodes[1]?.parameters).toEqual({
      text: '={{ $json.article }}',
      chunkSize: 4000,
      chunkOverlap: 0,
    });
  });

  it("maps the OpenAI node's Message a Model onto an LLM prompt answering in its shape; assistants are placeholders", () => {
    const { document, report } = importN8n({
      nodes: [
        { id: 'm', name: 'Start', type: 'n8n-nodes-base.manualTrigger', parameters: {} },
        {
          id: 'o',
          name: 'OpenAI',
          type: `${LC}openAi`,
          typeVersion: 1.8,
          parameters: {
            modelId: { __rl: true, value: 'gpt-4o-mini' },
            messages: {
              values: [{ role: 'system', content: 'Be brief.' }, { content: '={{ $json.question }}' }],
            },
            options: { temperature: 0.5, maxTokens: 50 },
          },
        },
        {
          id: 'x',
          name: 'Assistant',
          type: `${LC}openAi`,
          parameters: { resource: 'assistant', operation: 'message' },
        },
        {
          id: 'w',
          name: 'Weather',
          type: 'n8n-nodes-base.httpRequestTool',
          parameters: { url: 'https://w.example' },
        },
      ],
      connections: {
        ...wire('Start', 'OpenAI', 'main'),
        ...wire('OpenAI', 'Assistant', 'main'),
        ...wire('Weather', 'OpenAI', 'ai_tool'),
      },
    });
    expect(report.warnings).toContain(
      '"OpenAI": its tools ("Weather") are not offered to the model: our LLM Prompt calls none; use an AI Agent for them.',
    );
    expect(document.nodes[1]).toMatchObject({
      type: 'llm-prompt',
      parameters: {
        text: '={{ $json.question }}',
        messages: { messageValues: [{ type: 'SystemMessagePromptTemplate', message: 'Be brief.' }] },
        model: 'openai/gpt-4o-mini',
        temperature: 0.5,
        maxTokens: 50,
        outputShape: 'openAiMessage',
      },
    });
    expect(report.placeholders.map((p) => p.name)).toEqual(['Assistant']);
  });

  it("starts a sub-workflow at our manual trigger, which passes the caller's items on", () => {
    const { document, report } = importN8n({
      nodes: [
        {
          id: 'w',
          name: 'When Executed by Another Workflow',
          type: 'n8n-nodes-base.executeWorkflowTrigger',
          typeVersion: 1.1,
          parameters: { workflowInputs: { values: [{ name: 'id' }, { name: 'since' }] } },
        },
      ],
      connections: {},
    });
    expect(document.nodes[0]?.type).toBe('manual-trigger');
    expect(report.warnings.join(' ')).toMatch(/accepted the fields id, since; ours passes on the items/);
  });
});

/**
 * A chatflow's components folded into the chain or agent they feed, on a flow written as Flowise exports
 * one (inputs hold `{{id.data.instance}}` references, edges name the input in their target handle).
 */
import { describe, expect, it } from 'vitest';
import { importWorkflow } from '../import-workflow';

type Component = {
  id: string;
  name: string;
  category: string;
  label?: string;
  inputs?: Record<string, unknown>;
};

function chatflow(components: Component[], wires: [string, string][]) {
  return JSON.stringify({
    nodes: components.map((c, i) => ({
      id: c.id,
      type: 'customNode',
      position: { x: i * 100, y: 0 },
      data: {
        id: c.id,
        name: c.name,
        label: c.label ?? c.name,
        category: c.category,
        inputs: c.inputs ?? {},
      },
    })),
    edges: wires.map(([source, target]) => ({
      source,
      sourceHandle: `${source}-output`,
      target,
      targetHandle: `${target}-input`,
    })),
  });
}

const ref = (id: string) => `{{${id}.data.instance}}`;

describe('foldChatflow', () => {
  it('fills a chat prompt, reads a structured parser and a window memory into the chain', () => {
    const { document, report } = importWorkflow(
      chatflow(
        [
          {
            id: 'chatAnthropic_0',
            name: 'chatAnthropic',
            category: 'Chat Models',
            inputs: { modelName: 'claude-3-haiku', temperature: '0.2', maxTokensToSample: '500' },
          },
          {
            id: 'chatPromptTemplate_0',
            name: 'chatPromptTemplate',
            category: 'Prompts',
            inputs: {
              systemMessagePrompt: 'You answer in {language}. Today is {today}.',
              humanMessagePrompt: 'Question: {input} {{not a variable}}',
              promptValues: '{"language":"French","today":"{{current_date_time}}"}',
            },
          },
          {
            id: 'structuredOutputParser_0',
            name: 'structuredOutputParser',
            category: 'Output Parsers',
            inputs: {
              jsonStructure:
                '[{"property":"answer","type":"string","description":"the answer","required":true},{"property":"score","type":"number","description":"how sure"}]',
            },
          },
          { id: 'bufferWindowMemory_0', name: 'bufferWindowMemory', category: 'Memory', inputs: { k: 3 } },
          {
            id: 'llmChain_0',
            name: 'llmChain',
            category: 'Chains',
            label: 'Ask',
            inputs: {
              model: ref('chatAnthropic_0'),
              prompt: ref('chatPromptTemplate_0'),
              outputParser: ref('structuredOutputParser_0'),
              memory: ref('bufferWindowMemory_0'),
            },
          },
        ],
        [
          ['chatAnthropic_0', 'llmChain_0'],
          ['chatPromptTemplate_0', 'llmChain_0'],
          ['structuredOutputParser_0', 'llmChain_0'],
          ['bufferWindowMemory_0', 'llmChain_0'],
        ],
      ),
    );
    expect(report.placeholders).toEqual([]);
    expect(document.nodes.map((n) => n.type)).toEqual(['chat-trigger', 'llm-prompt']);
    const chain = document.nodes[1]!;
    expect(chain.parameters).toMatchObject({
      model: 'anthropic/claude-3-haiku',
      temperature: 0.2,
      maxTokens: 500,
      useChatHistory: true,
      // The one variable without a value is the question (Flowise's LLMChain); `{{` is a literal brace.
      prompt: '=Question: {{ $("Chat").first().json.chatInput }} {not a variable}',
      systemMessage: '=You answer in French. Today is {{ $now.toJSDate().toISOString() }}.',
    });
    expect(JSON.parse(String(chain.parameters.jsonSchema))).toEqual({
      type: 'object',
      properties: {
        answer: { type: 'string', description: 'the answer' },
        score: { type: 'number', description: 'how sure' },
      },
      required: ['answer'],
    });
  });

  it('gives an agent its requests and retriever tools; a tool we lack stays its placeholder tool', () => {
    const { document, report } = importWorkflow(
      chatflow(
        [
          {
            id: 'chatMistralAI_0',
            name: 'chatMistralAI',
            category: 'Chat Models',
            inputs: { modelName: 'mistral-small' },
          },
          {
            id: 'requestsGet_0',
            name: 'requestsGet',
            category: 'Tools',
            inputs: { url: 'https://api.example.com/items', description: 'Lists the items' },
          },
          { id: 'openAIEmbeddings_0', name: 'openAIEmbeddings', category: 'Embeddings' },
          {
            id: 'memoryVectorStore_0',
            name: 'memoryVectorStore',
            category: 'Vector Stores',
            inputs: { embeddings: ref('openAIEmbeddings_0') },
          },
          {
            id: 'retrieverTool_0',
            name: 'retrieverTool',
            category: 'Tools',
            inputs: {
              name: 'search_manual',
              description: 'Searches the manual',
              retriever: ref('memoryVectorStore_0'),
            },
          },
          {
            id: 'customTool_0',
            name: 'customTool',
            category: 'Tools',
            label: 'Weather',
            inputs: { selectedTool: 'abc' },
          },
          { id: 'bufferMemory_0', name: 'bufferMemory', category: 'Memory' },
          {
            id: 'toolAgent_0',
            name: 'toolAgent',
            category: 'Agents',
            label: 'Helper',
            inputs: {
              model: ref('chatMistralAI_0'),
              tools: [ref('requestsGet_0'), ref('retrieverTool_0'), ref('customTool_0')],
              memory: ref('bufferMemory_0'),
              systemMessage: 'Be brief.',
              maxIterations: '4',
            },
          },
        ],
        [
          ['openAIEmbeddings_0', 'memoryVectorStore_0'],
          ['memoryVectorStore_0', 'retrieverTool_0'],
          ['requestsGet_0', 'toolAgent_0'],
          ['retrieverTool_0', 'toolAgent_0'],
          ['customTool_0', 'toolAgent_0'],
          ['chatMistralAI_0', 'toolAgent_0'],
          ['bufferMemory_0', 'toolAgent_0'],
        ],
      ),
    );
    const agent = document.nodes.find((n) => n.id === 'toolAgent_0')!;
    expect(agent.parameters).toMatchObject({
      instructions: 'Be brief.',
      memoryWindow: 200,
      maxIterations: 4,
      prompt: '={{ $("Chat").first().json.chatInput }}',
      tools: [
        {
          kind: 'http',
          name: 'requests_get',
          method: 'GET',
          url: 'https://api.example.com/items',
          description: 'Lists the items',
        },
        expect.objectContaining({ kind: 'node', name: 'search_manual', description: 'Searches the manual' }),
      ],
    });
    // Mistral is no provider of ours: the router chooses, and the report says so.
    expect(agent.parameters.model).toBeUndefined();
    expect(report.warnings.join('\n')).toMatch(/chatMistralAI.*does not route to/);
    expect(report.warnings.join('\n')).toContain("add its documents to this workflow's knowledge");
    expect(report.placeholders.map((p) => p.from)).toEqual(['customTool']);
    expect(document.edges).toContainEqual(
      expect.objectContaining({ source: 'customTool_0', target: 'toolAgent_0', kind: 'ai_tool' }),
    );
    expect(document.nodes.map((n) => n.id).sort()).toEqual(['chatflow-chat', 'customTool_0', 'toolAgent_0']);
  });
});

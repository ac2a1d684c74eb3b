import { describe, expect, it } from 'vitest';
import { importWorkflow } from '../import-workflow';

const yaml = `
app: { mode: advanced-chat, name: Triage }
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: Start, variables: [{ variable: topic }] } }
      - id: q
        data:
          type: question-classifier
          title: Route
          query_variable_selector: [s, topic]
          instruction: Route support questions.
          model: { provider: langgenius/openai/openai, name: gpt-4o-mini, completion_params: { temperature: 0.1 } }
          classes:
            - { id: '1', name: Billing }
            - { id: '2', name: Technical }
      - id: l
        data:
          type: llm
          title: Answer
          model: { provider: anthropic, name: claude-3-5-haiku, completion_params: { max_tokens: 300 } }
          prompt_template:
            - { role: system, text: You answer billing questions. }
            - { role: user, text: 'Question: {{#s.topic#}}' }
          structured_output_enabled: true
          structured_output: { schema: { type: object, properties: { answer: { type: string } } } }
      - { id: e, data: { type: end, title: End } }
    edges:
      - { source: s, target: q }
      - { source: q, sourceHandle: '1', target: l }
      - { source: q, sourceHandle: '2', target: e }
`;

describe('Dify AI nodes', () => {
  const { document, report } = importWorkflow(yaml);
  const node = (name: string) => document.nodes.find((n) => n.name === name);

  it('turns the LLM node into an LLM prompt with its model, messages and structured output', () => {
    expect(node('Answer')?.type).toBe('llm-prompt');
    expect(node('Answer')?.parameters).toMatchObject({
      systemMessage: 'You answer billing questions.',
      prompt: '=Question: {{ ($("Start").first().json.inputs ?? {}).topic }}',
      messages: [],
      model: 'anthropic/claude-3-5-haiku',
      maxTokens: 300,
      jsonSchema: JSON.stringify({ type: 'object', properties: { answer: { type: 'string' } } }),
    });
  });

  it('turns the question classifier into a text classifier whose classes are its outputs', () => {
    expect(node('Route')?.parameters).toMatchObject({
      inputText: '={{ ($("Start").first().json.inputs ?? {}).topic }}',
      categories: [
        { category: 'Billing', description: '' },
        { category: 'Technical', description: '' },
      ],
      systemMessage: 'Route support questions.',
      model: 'openai/gpt-4o-mini',
      temperature: 0.1,
    });
    expect(document.edges.filter((e) => e.source === 'q').map((e) => [e.sourceOutput, e.target])).toEqual([
      [0, 'l'],
      [1, 'e'],
    ]);
    expect(report.warnings.join(' ')).not.toContain('parameters.dify');
  });
});

import { describe, expect, it } from 'vitest';
import { importWorkflow } from '../import-workflow';

const yaml = `
app: { mode: workflow, name: Manual answers }
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: Start, variables: [{ variable: question }] } }
      - id: k
        data:
          type: knowledge-retrieval
          title: Search manual
          query_variable_selector: [s, question]
          dataset_ids: [ds-1]
          retrieval_mode: multiple
          multiple_retrieval_config: { top_k: 3, score_threshold: 0.5 }
      - { id: e, data: { type: end, title: End } }
    edges:
      - { source: s, target: k }
      - { source: k, target: e }
`;

describe('Dify knowledge retrieval', () => {
  const { document, report } = importWorkflow(yaml);

  it('becomes a knowledge-retrieval node with its query and top K', () => {
    const node = document.nodes.find((n) => n.name === 'Search manual');
    expect(node?.type).toBe('knowledge-retrieval');
    expect(node?.parameters).toMatchObject({
      query: '={{ $("Start").first().json.question }}',
      topK: 3,
    });
  });

  it('asks for the knowledge bases’ documents to be uploaded', () => {
    expect(report.untranslatedExpressions).toContainEqual({
      node: 'Search manual',
      parameter: 'dataset_ids',
      expression: 'ds-1',
      reason: 'Dify knowledge bases are not imported: upload their documents to this workflow’s knowledge',
    });
  });
});

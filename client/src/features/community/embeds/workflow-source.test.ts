import { describe, expect, it } from 'vitest';
import { summarizeWorkflowSource } from './workflow-source';

describe('a shared workflow source', () => {
  it('reads an n8n export: name, format and steps', () => {
    const source = JSON.stringify({ name: 'Leads', nodes: [{}, {}, {}], connections: {} });
    expect(summarizeWorkflowSource(source)).toEqual({ ok: true, format: 'n8n', name: 'Leads', nodeCount: 3 });
  });

  it('tells Flowise from an AIZ document', () => {
    const flowise = { nodes: [{ data: { inputAnchors: [] } }], edges: [] };
    expect(summarizeWorkflowSource(JSON.stringify(flowise))).toMatchObject({
      format: 'Flowise',
      nodeCount: 1,
    });
    expect(summarizeWorkflowSource(JSON.stringify({ nodes: [], edges: [] }))).toMatchObject({
      format: 'AIZ',
    });
  });

  it('recognises a Dify DSL by its keys', () => {
    expect(summarizeWorkflowSource('app:\n  name: Helper\nkind: app\n')).toEqual({
      ok: true,
      format: 'Dify',
      name: 'Helper',
      nodeCount: null,
    });
  });

  it('says plainly when the JSON does not parse or the text is no workflow', () => {
    const broken = summarizeWorkflowSource('{"nodes": [');
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.error).toMatch(/does not parse/);
    expect(summarizeWorkflowSource('hello')).toMatchObject({ ok: false });
    expect(summarizeWorkflowSource('  ')).toMatchObject({ ok: false });
  });
});

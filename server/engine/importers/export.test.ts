import { describe, expect, it } from 'vitest';
import { workflowDocument } from '../../../common/workflow/versions';
import { exportWorkflow, exportWorkflowText } from './export';
import { readFixture } from './fixtures/read-fixture';
import { ImportError } from './import-report';
import { importWorkflow } from './import-workflow';

describe('export and re-import', () => {
  it.each(['n8n/core-nodes.json', 'dify/sum-and-branch.yml', 'flowise/Supervisor Worker.json'])(
    'exports %s with its schemaVersion and imports the export unchanged',
    (file) => {
      const { document } = importWorkflow(readFixture(file));
      const exported = exportWorkflow(document);
      expect(exported.schemaVersion).toBe(workflowDocument.version);
      const again = importWorkflow(exportWorkflowText(document));
      expect(again.report.format).toBe('aiz');
      expect(again.document).toEqual(document);
    },
  );

  it('reports placeholders of our own documents and refuses broken ones', () => {
    const { document } = importWorkflow(readFixture('n8n/core-nodes.json'));
    const again = importWorkflow(exportWorkflowText(document));
    expect(again.report.placeholders).toEqual([expect.objectContaining({ from: 'n8n-nodes-base.slack' })]);
    const broken = JSON.stringify({ schemaVersion: 1, nodes: [{ id: 'a' }], edges: [] });
    expect(() => importWorkflow(broken)).toThrow(ImportError);
    const tooNew = JSON.stringify({ schemaVersion: 99, nodes: [], edges: [] });
    expect(() => importWorkflow(tooNew)).toThrow(/newer version/);
  });
});

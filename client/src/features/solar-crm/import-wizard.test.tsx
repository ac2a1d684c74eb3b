import { crmImportPreviewSchema, crmImportResultSchema } from '@common/schemas/solar-crm';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import { aPipeline, aWorkspaces, PIPELINE_ID } from './crm-fixtures';

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: scaled(5000) };

const CSV =
  'Full Name,Email,Zip\nAda,ada@example.com,63101\nAda,ada@example.com,63101\nBob,not-an-email,63101\n';
const preview = crmImportPreviewSchema.parse({
  headers: ['Full Name', 'Email', 'Zip'],
  rows: 3,
  invalid: [{ row: 3, message: 'Email: that is not an e-mail address.' }],
  duplicates: [{ row: 2, contactId: null, matchedRow: 1, reason: 'same e-mail as row 1' }],
  sample: [{ 'Full Name': 'Ada', Email: 'ada@example.com', Zip: '63101' }],
});

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
}

describe('the CSV import', () => {
  it('maps the columns, previews invalid rows and duplicates with reasons, imports and counts', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/solar/crm/workspaces': { body: aWorkspaces() },
      'GET /api/solar/crm/pipelines': { body: { pipelines: [aPipeline()] } },
      'POST /api/solar/crm/import/preview': { body: preview },
      'POST /api/solar/crm/import': {
        body: crmImportResultSchema.parse({ created: 1, updated: 0, skipped: 1, invalid: 1, deals: 1 }),
      },
    });
    renderApp('/solar-crm?tab=import');
    await screen.findByRole('heading', { name: 'Import contacts and deals' }, slow);

    pick(new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText('big.csv is larger than 2 MB. Split it into smaller files.', {}, slow),
    ).toBeTruthy();

    pick(new File([CSV], 'leads.csv', { type: 'text/csv' }));
    const name = (await screen.findByLabelText('Field for Full Name', {}, slow)) as HTMLSelectElement;
    expect(name.value).toBe('name');
    expect((screen.getByLabelText('Field for Zip') as HTMLSelectElement).value).toBe('zip');
    fireEvent.click(screen.getByRole('button', { name: 'Preview the import' }));
    expect(await screen.findByText('3 rows: 1 invalid row, 1 duplicate.', {}, slow)).toBeTruthy();
    expect(screen.getByText('Email: that is not an e-mail address.')).toBeTruthy();
    expect(screen.getByText('Duplicate of row 1')).toBeTruthy();
    expect(screen.getByText('same e-mail as row 1')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Duplicates'), { target: { value: 'update' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect((await screen.findByTestId('import-result', {}, slow)).textContent).toBe(
      'Created1Updated0Skipped1Invalid1Deals1',
    );
    expect(api.calls.find((c) => c.path === '/api/solar/crm/import')?.body).toEqual({
      csv: CSV,
      mapping: { 'Full Name': 'name', Email: 'email', Zip: 'zip' },
      duplicates: 'update',
      pipelineId: PIPELINE_ID,
    });
  });
});

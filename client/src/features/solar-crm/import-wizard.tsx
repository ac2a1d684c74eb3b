/**
 * CSV import in four steps: choose a file (≤ 2 MB), say which column is which field, see the server's preview
 * (rows it will refuse and duplicates, each with its reason) and choose what duplicates do, then import and
 * read the counts. The server parses the file; this screen never guesses what it will do.
 */
import { countOf } from '@common/plural';
import type { crmImportPreviewSchema, crmImportResultSchema } from '@common/schemas/solar-crm';
import {
  CRM_IMPORT_FIELDS,
  CRM_IMPORT_MAX_BYTES,
  type CrmImportField,
  type CrmPipeline,
} from '@common/schemas/solar-crm';
import { type ChangeEvent, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { serverMessage } from '@/lib/api';
import { useImportPreview, useRunImport } from './crm-admin-api';
import { csvHeaders, guessMapping, IMPORT_FIELD_LABEL } from './import-mapping';
import { ImportPreviewTable } from './import-preview-table';

type Preview = z.infer<typeof crmImportPreviewSchema>;
type Result = z.infer<typeof crmImportResultSchema>;
type Duplicates = 'skip' | 'update' | 'create';

export function ImportWizard({ pipelines }: { pipelines: readonly CrmPipeline[] }) {
  const preview = useImportPreview();
  const run = useRunImport();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Record<string, CrmImportField>>({});
  const [checked, setChecked] = useState<Preview | null>(null);
  const [duplicates, setDuplicates] = useState<Duplicates>('skip');
  const [pipelineId, setPipelineId] = useState<string>(pipelines[0]?.id ?? '');
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setCsv(null);
    setFileName('');
    setHeaders([]);
    setMapping({});
    setChecked(null);
    setResult(null);
    setError(null);
  };
  const fail = (e: unknown, fallback: string) => setError(serverMessage(e) ?? fallback);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    reset();
    if (file.size > CRM_IMPORT_MAX_BYTES) {
      setError(`${file.name} is larger than 2 MB. Split it into smaller files.`);
      return;
    }
    const text = await file.text();
    if (text.trim() === '') {
      setError(`${file.name} is empty.`);
      return;
    }
    const found = csvHeaders(text);
    setFileName(file.name);
    setCsv(text);
    setHeaders(found);
    setMapping(guessMapping(found));
  };
  const check = () => {
    if (!csv) return;
    setError(null);
    preview.mutate(
      { csv, mapping, duplicates },
      { onSuccess: setChecked, onError: (e) => fail(e, 'The preview failed. Try again in a moment.') },
    );
  };
  const runImport = () => {
    if (!csv) return;
    setError(null);
    run.mutate(
      { csv, mapping, duplicates, pipelineId: pipelineId || undefined },
      { onSuccess: setResult, onError: (e) => fail(e, 'The import failed. Nothing was imported.') },
    );
  };
  const mapsName = Object.values(mapping).includes('name');

  return (
    <section aria-labelledby="crm-import" className="grid max-w-4xl gap-4">
      <div>
        <h2 id="crm-import" className="font-semibold text-xl">
          Import contacts and deals
        </h2>
        <p className="text-muted-foreground text-sm">
          A CSV file of at most 2 MB and 5,000 rows with a header row. Duplicates are found by e-mail, phone
          digits, or name and ZIP, against your contacts and earlier rows of the file.
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {result ? (
        <Card className="grid gap-3 p-4" role="status">
          <h3 className="font-semibold">Imported {fileName}</h3>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" data-testid="import-result">
            {(
              [
                ['Created', result.created],
                ['Updated', result.updated],
                ['Skipped', result.skipped],
                ['Invalid', result.invalid],
                ['Deals', result.deals],
              ] as const
            ).map(([label, n]) => (
              <div key={label}>
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-semibold text-lg tabular-nums">{n.toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          <div>
            <Button variant="outline" onClick={reset}>
              Import another file
            </Button>
          </div>
        </Card>
      ) : (
        <>
          <Card className="grid gap-2 p-4">
            <h3 className="font-semibold">1. Choose a file</h3>
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              onChange={(e) => void onFile(e)}
              className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            />
            {fileName && csv ? <p className="text-muted-foreground text-sm">{fileName}</p> : null}
          </Card>
          {csv ? (
            <Card className="grid gap-3 p-4">
              <h3 className="font-semibold">2. Which column is which</h3>
              <div className="grid gap-2 sm:grid-cols-2">
                {headers.map((header) => (
                  <div key={header} className="grid grid-cols-[1fr_12rem] items-center gap-2 text-sm">
                    <span className="truncate font-medium" title={header}>
                      {header}
                    </span>
                    <NativeSelect
                      aria-label={`Field for ${header}`}
                      value={mapping[header] ?? ''}
                      onChange={(e) => {
                        setChecked(null);
                        setMapping((m) => {
                          const next = { ...m };
                          if (e.target.value) next[header] = e.target.value as CrmImportField;
                          else delete next[header];
                          return next;
                        });
                      }}
                    >
                      <option value="">Ignore</option>
                      {CRM_IMPORT_FIELDS.map((f) => (
                        <option key={f} value={f}>
                          {IMPORT_FIELD_LABEL[f]}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                ))}
              </div>
              {!mapsName ? (
                <p className="text-muted-foreground text-sm">
                  Map a column to Name: every contact needs one.
                </p>
              ) : null}
              <div>
                <Button onClick={check} disabled={!mapsName || preview.isPending}>
                  {preview.isPending ? 'Checking…' : 'Preview the import'}
                </Button>
              </div>
            </Card>
          ) : null}
          {checked && csv ? (
            <Card className="grid gap-3 p-4">
              <h3 className="font-semibold">3. Check and import</h3>
              <p className="text-sm" data-testid="import-preview-summary">
                {countOf(checked.rows, 'row')}: {countOf(checked.invalid.length, 'invalid row')},{' '}
                {countOf(checked.duplicates.length, 'duplicate')}.
              </p>
              <ImportPreviewTable preview={checked} />
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="grid gap-1 text-sm">
                  <span className="font-medium">Duplicates</span>
                  <NativeSelect
                    aria-label="Duplicates"
                    value={duplicates}
                    onChange={(e) => setDuplicates(e.target.value as Duplicates)}
                  >
                    <option value="skip">Skip them</option>
                    <option value="update">Update the existing contact</option>
                    <option value="create">Create a new contact anyway</option>
                  </NativeSelect>
                </div>
                <div className="grid gap-1 text-sm">
                  <span className="font-medium">Deals</span>
                  <NativeSelect
                    aria-label="Deals"
                    value={pipelineId}
                    onChange={(e) => setPipelineId(e.target.value)}
                  >
                    <option value="">Contacts only, no deals</option>
                    {pipelines.map((p) => (
                      <option key={p.id} value={p.id}>
                        A deal per row in {p.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
              <div>
                <Button variant="brand" onClick={runImport} disabled={run.isPending}>
                  {run.isPending
                    ? 'Importing…'
                    : `Import ${countOf(checked.rows - checked.invalid.length, 'row')}`}
                </Button>
              </div>
            </Card>
          ) : null}
        </>
      )}
    </section>
  );
}

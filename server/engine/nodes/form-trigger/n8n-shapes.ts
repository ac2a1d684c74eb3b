/**
 * n8n's Form Trigger settings as ours: fields under `formFields.values` with `fieldLabel`, `fieldType`,
 * `requiredField` and `fieldOptions.values[].option`; the path, button label and "submitted" text under
 * `options`. A radio list is a dropdown here (one choice).
 */
import { defined, isRecord, renamed } from '../webhook-trigger/n8n-shapes';

function fieldFromN8n(raw: unknown): unknown {
  if (!isRecord(raw) || raw.fieldLabel === undefined) return raw;
  const choices =
    isRecord(raw.fieldOptions) && Array.isArray(raw.fieldOptions.values)
      ? raw.fieldOptions.values
      : undefined;
  return defined({
    label: raw.fieldLabel,
    type: renamed(raw.fieldType, { radio: 'dropdown' }),
    required: raw.requiredField,
    options: choices?.map((c) => (isRecord(c) ? c.option : c)),
    placeholder: raw.placeholder,
  });
}

export function formFromN8n(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { options, webhookId: _id, ...rest } = raw;
  const opts = isRecord(options) ? options : {};
  const fields = isRecord(rest.formFields) ? rest.formFields.values : rest.formFields;
  const respondWith = isRecord(opts.respondWithOptions) ? opts.respondWithOptions.values : undefined;
  return defined({
    ...rest,
    formFields: Array.isArray(fields) ? fields.map(fieldFromN8n) : fields,
    path: rest.path ?? opts.path,
    submitLabel: rest.submitLabel ?? opts.buttonLabel,
    formSubmittedText:
      rest.formSubmittedText ?? (isRecord(respondWith) ? respondWith.formSubmittedText : undefined),
  });
}

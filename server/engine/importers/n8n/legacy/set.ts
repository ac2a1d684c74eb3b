/**
 * n8n's Set node before 3.3, in the shape our Edit Fields node reads (`assignments`, `include…`):
 * - v1, v2 (`values: {boolean, number, string}`, `keepOnlySet`): booleans, then numbers, then texts,
 *   set as the old node set them (`conversion: setV1|setV2`: no type check, booleans by truth, v2 turns a
 *   text of a number into the number);
 * - 3.0-3.2 (`fields.values[]` with `stringValue`, `numberValue`…, `include` all/none/selected/except,
 *   default all): typed as today, but 3.0 and 3.1 write an empty text field as "null".
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './translation';

type Row = Record<string, unknown>;

const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((r): r is Row => typeof r === 'object' && r !== null) : [];

/** n8n's default for a field of each type left empty in the file. */
const EMPTY_VALUE: Readonly<Record<string, unknown>> = {
  stringValue: '',
  numberValue: '',
  booleanValue: 'true',
  arrayValue: '',
  objectValue: '={}',
};

/** Set v1/v2's default value of a row left without one (n8n's RenameKeys test: a number row gives 0). */
const V1_DEFAULT_VALUE = { boolean: false, number: 0, string: '' } as const;

function setV1(parameters: Row, version: number): LegacyTranslation {
  const values = (parameters.values ?? {}) as Row;
  const assignments = (['boolean', 'number', 'string'] as const).flatMap((type) =>
    rows(values[type]).map((row) => ({
      name: String(row.name ?? 'propertyName'),
      type,
      value: row.value ?? V1_DEFAULT_VALUE[type],
    })),
  );
  const { values: _values, keepOnlySet: _keep, ...rest } = parameters;
  const options = (parameters.options ?? {}) as Row;
  return {
    parameters: {
      ...rest,
      mode: 'manual',
      assignments: { assignments },
      includeOtherFields: parameters.keepOnlySet !== true,
      include: 'all',
      options: { dotNotation: options.dotNotation !== false },
      conversion: version >= 2 ? 'setV2' : 'setV1',
    } as NodeParameters,
  };
}

const INCLUDE: Readonly<Record<string, string>> = { all: 'all', selected: 'selected', except: 'except' };

function setV3(parameters: Row, version: number): LegacyTranslation {
  if (parameters.mode === 'raw') {
    // JSON mode reads the same parameters in every 3.x version; only `include` moved.
    return { parameters: { ...parameters, ...includeOf(parameters) } as NodeParameters };
  }
  const fields = (parameters.fields ?? {}) as Row;
  const assignments = rows(fields.values).map((row) => {
    const typeKey = typeof row.type === 'string' ? row.type : 'stringValue';
    return {
      name: String(row.name ?? ''),
      type: typeKey.replace(/Value$/, ''),
      value: typeKey in row ? row[typeKey] : (EMPTY_VALUE[typeKey] ?? ''),
    };
  });
  const { fields: _fields, include: _include, ...rest } = parameters;
  return {
    parameters: {
      ...rest,
      mode: 'manual',
      assignments: { assignments },
      ...includeOf(parameters),
      ...(version < 3.2 ? { conversion: 'typedNullAsText' } : {}),
    } as NodeParameters,
  };
}

/** 3.0-3.2 keep `include` (default all); 3.3 splits it into `includeOtherFields` and `include`. */
function includeOf(parameters: Row): Row {
  const include = typeof parameters.include === 'string' ? parameters.include : 'all';
  if (include === 'none') return { includeOtherFields: false, include: 'all' };
  return { includeOtherFields: true, include: INCLUDE[include] ?? include };
}

export function translateSet(parameters: Row, version: number): LegacyTranslation | undefined {
  if (version < 3) return setV1(parameters, version);
  if (version < 3.3) return setV3(parameters, version);
  return undefined;
}

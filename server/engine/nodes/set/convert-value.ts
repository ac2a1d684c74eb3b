/** Edit Fields' value types, converted as n8n's Set node (v3) does, with its error when a value does not fit. */
export type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';

function parseJson(value: string, name: string, type: FieldType): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new Error(`'${name}' expects a ${type} but we got '${value}'`);
  }
}

export function convertValue(name: string, value: unknown, type: FieldType): unknown {
  const fail = (): never => {
    throw new Error(
      `'${name}' expects a ${type} but we got '${typeof value === 'string' ? value : JSON.stringify(value)}'`,
    );
  };
  switch (type) {
    case 'string':
      if (value === null || value === undefined) return '';
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    case 'number': {
      if (typeof value === 'number') return value;
      if (typeof value !== 'string' || value.trim() === '') return fail();
      const n = Number(value);
      return Number.isNaN(n) ? fail() : n;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      return fail();
    }
    case 'array': {
      const parsed = typeof value === 'string' ? parseJson(value, name, type) : value;
      return Array.isArray(parsed) ? parsed : fail();
    }
    case 'object': {
      const parsed = typeof value === 'string' ? parseJson(value, name, type) : value;
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : fail();
    }
  }
}

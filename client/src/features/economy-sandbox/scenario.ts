/**
 * A scenario as the form holds it (each parameter's text, by dotted path), to and from the parameters and
 * the query string of a shared link: `?seed=7&days=1095&users.starting=100&…`. The text form lets a field
 * hold what a person typed, wrong or not, with the schema's error beside it.
 */
import { type EconomySimParams, parseEconomySimParams } from '@common/schemas/economy-sim';
import { PARAM_FIELDS } from './param-fields';

export type ScenarioValues = Record<string, string>;

const NUMBER_PATHS = new Set(PARAM_FIELDS.filter((f) => !f.options).map((f) => f.path));
const KNOWN_PATHS = new Set(PARAM_FIELDS.map((f) => f.path));

export function valuesOfParams(params: EconomySimParams): ScenarioValues {
  const values: ScenarioValues = {};
  for (const { path } of PARAM_FIELDS) {
    const value = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], params);
    values[path] = String(value);
  }
  return values;
}

/** The parameters object the schema checks: numbers from the texts ('' stays missing). */
export function paramsInputOf(values: ScenarioValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { path } of PARAM_FIELDS) {
    const text = values[path]?.trim() ?? '';
    if (text === '') continue;
    const keys = path.split('.');
    let node = input;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1)!] = NUMBER_PATHS.has(path) ? Number(text) : text;
  }
  return input;
}

export type ScenarioCheck =
  | { ok: true; params: EconomySimParams }
  | { ok: false; errors: Record<string, string> };

/** The scenario's parameters, or each field's error by path (an error without a field goes under ''). */
export function checkScenario(values: ScenarioValues): ScenarioCheck {
  const parsed = parseEconomySimParams(paramsInputOf(values));
  if (parsed.ok) return parsed;
  const errors: Record<string, string> = {};
  for (const e of parsed.errors) {
    const key = KNOWN_PATHS.has(e.path) ? e.path : '';
    errors[key] ??= e.message;
  }
  return { ok: false, errors };
}

/** The query string of a shared link: every parameter, in the form's order. */
export function scenarioSearch(params: EconomySimParams): string {
  return new URLSearchParams(Object.entries(valuesOfParams(params))).toString();
}

/**
 * The scenario a link's query string carries, over `base` (the parameters it leaves out keep theirs);
 * null when it names none. Keys that are not parameters are ignored.
 */
export function scenarioFromSearch(
  search: string | URLSearchParams,
  base: ScenarioValues,
): ScenarioValues | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = { ...base };
  let found = false;
  for (const [key, value] of query) {
    if (!KNOWN_PATHS.has(key)) continue;
    values[key] = value;
    found = true;
  }
  return found ? values : null;
}

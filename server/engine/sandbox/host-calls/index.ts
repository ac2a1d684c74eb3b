/**
 * Pure functions the sandbox may call on the host (`__sandbox.host(name, ...args)` inside): what QuickJS lacks
 * (hashes, `Intl`, time zones) or what is faster and exact here (Luxon itself, JMESPath). Arguments and answers
 * cross as JSON; nothing here reads or writes state outside its arguments, so a call is as safe as the code
 * that could compute it inside. A thrown error becomes an exception inside the sandbox.
 */
import { base64Decode, base64Encode, hashText } from './hash';
import { intlFormat } from './intl';
import { searchJmespath } from './jmespath';
import { luxonCall } from './luxon-bridge';

const CALLS: Record<string, (...args: unknown[]) => unknown> = {
  hash: (text, algorithm) => hashText(String(text), algorithm),
  base64Encode: (text) => base64Encode(String(text)),
  base64Decode: (text) => base64Decode(String(text)),
  intl: (kind, value, locales, options) => intlFormat(kind, value, locales, options),
  jmespath: (data, expression) => searchJmespath(data, expression),
  luxon: (request) => luxonCall(request),
};

/** Runs host function `name` with the JSON array `payload`; answers `{"v": value}` as JSON. */
export function callHost(name: string, payload: string): string {
  const call = Object.hasOwn(CALLS, name) ? CALLS[name] : undefined;
  if (!call) throw new Error(`Unknown host function "${name}"`);
  const args: unknown = JSON.parse(payload);
  if (!Array.isArray(args)) throw new Error(`Host function "${name}" expects a list of arguments`);
  return JSON.stringify({ v: call(...args) });
}

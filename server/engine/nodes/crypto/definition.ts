/** Crypto (n8n's Crypto): hash or HMAC a value, or generate a random one, into a field of each item. */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { setPath } from '../set/field-path';

/** One flat object, as the builders' settings panel reads it: fields an action does not use are ignored. */
const parameters = z.object({
  action: z.enum(['hash', 'hmac', 'generate']).default('hash'),
  /** For hash and HMAC. */
  /** Any case: n8n writes `SHA256`. */
  type: z
    .string()
    .default('md5')
    .transform((t) => t.toLowerCase())
    .pipe(z.enum(['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha3-256', 'sha3-384', 'sha3-512'])),
  value: z.string().default(''),
  encoding: z.enum(['hex', 'base64']).default('hex'),
  /** For HMAC: a plain parameter for now; it moves to a credential when credentials exist (issue 8 part 2). */
  secret: z.string().default(''),
  /** For generate. */
  encodingType: z.enum(['uuid', 'hex', 'base64', 'ascii']).default('uuid'),
  /** Characters of output for hex, base64 and ascii. */
  stringLength: z.number().int().min(1).max(10_000).default(32),
  dataPropertyName: z.string().min(1).default('data'),
});

type Parameters = z.output<typeof parameters>;

const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

function randomString(encoding: 'uuid' | 'hex' | 'base64' | 'ascii', length: number): string {
  if (encoding === 'uuid') return randomUUID();
  if (encoding === 'hex')
    return randomBytes(Math.ceil(length / 2))
      .toString('hex')
      .slice(0, length);
  if (encoding === 'base64') return randomBytes(length).toString('base64').slice(0, length);
  // Each byte picks a printable character; 256 is not a multiple of 95, so reject the top of the range.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < 190 && out.length < length) out += PRINTABLE_ASCII[byte % 95];
    }
  }
  return out;
}

function compute(p: Parameters): string {
  if (p.action === 'generate') return randomString(p.encodingType, p.stringLength);
  const hash = p.action === 'hash' ? createHash(p.type) : createHmac(p.type, p.secret);
  return hash.update(p.value, 'utf8').digest(p.encoding);
}

function apply(item: Item, p: Parameters): Item {
  const json = structuredClone(item.json);
  setPath(json, p.dataPropertyName, compute(p));
  return item.binary ? { json, binary: item.binary } : { json };
}

export const cryptoNode = defineNode({
  type: 'crypto',
  version: 1,
  displayName: 'Crypto',
  group: 'data',
  description: 'Hashes, signs (HMAC) or generates random values.',
  documentation: [
    'Hash: MD5, SHA-1, SHA-256, SHA-384, SHA-512 or SHA3-256/384/512 of the value (UTF-8), as hex or base64. HMAC: the same',
    'with a secret. Generate: a UUID v4, or random hex, base64 or printable ASCII of the given length.',
    'The result goes into the property (a dot path, `data` by default); the rest of the item is kept.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  async execute(ctx, [input = []]) {
    return [input.map((item, i) => apply(item, ctx.parameters(i)))];
  },
});

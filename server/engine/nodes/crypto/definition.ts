/** Crypto (n8n's Crypto): hash or HMAC a value, or generate a random one, into a field of each item. */
import { createHash, createHmac, createSign, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Item } from '../../core/types';
import { defineNode } from '../definition';
import { setPath } from '../set/field-path';

/** One flat object, as the builders' settings panel reads it: fields an action does not use are ignored. */
const parameters = z.object({
  action: z.enum(['hash', 'hmac', 'sign', 'generate']).default('hash'),
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
  /** For sign: an OpenSSL signature algorithm (`RSA-SHA256`) and a PEM private key. */
  algorithm: z.string().default('RSA-SHA256'),
  privateKey: z.string().default(''),
  /** n8n hashes an item's binary file instead of the value; AIZ does not yet, so it stops (never hashes the text). */
  binaryData: z.boolean().default(false),
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

/** A signature with the private key; an algorithm this runtime's OpenSSL lacks (RSA-MD4) stops, named. */
function sign(p: Parameters): string {
  let signer: ReturnType<typeof createSign>;
  try {
    signer = createSign(p.algorithm);
  } catch {
    throw new Error(`The signing algorithm "${p.algorithm}" is not available here (parameter algorithm).`);
  }
  try {
    return signer.update(p.value, 'utf8').sign(p.privateKey, p.encoding);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not sign with "${p.algorithm}" (parameter algorithm or privateKey): ${why}`);
  }
}

function compute(p: Parameters): string {
  if (p.action === 'generate') return randomString(p.encodingType, p.stringLength);
  if (p.binaryData) {
    throw new Error('Crypto on binary data is not supported yet (parameter binaryData).');
  }
  if (p.action === 'sign') return sign(p);
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
  words: ['crypto', 'hash'],
  description: 'Hashes, signs (HMAC or a private key) or generates random values.',
  documentation: [
    'Hash: MD5, SHA-1, SHA-256, SHA-384, SHA-512 or SHA3-256/384/512 of the value (UTF-8), as hex or base64. HMAC: the same',
    'with a secret. Sign: an RSA/ECDSA signature of the value with a PEM private key (an algorithm such as',
    '`RSA-SHA256`; one this runtime lacks, as RSA-MD4, stops). Generate: a UUID v4, or random hex, base64 or',
    'printable ASCII of the given length. Binary data is not hashed yet: asking for it stops the node.',
    'The result goes into the property (a dot path, `data` by default); the rest of the item is kept.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters,
  toolPresets: [
    {
      name: 'hash_text',
      label: 'Hash a text',
      description: 'Returns the SHA-256 hash (hex) of a text.',
      inputSchema: {
        type: 'object',
        properties: { value: { type: 'string', description: 'The text to hash.' } },
        required: ['value'],
      },
      parameters: { action: 'hash', type: 'sha256', value: '={{ $json.value }}', dataPropertyName: 'hash' },
    },
  ],
  imports: {
    n8n: ['n8n-nodes-base.crypto'],
  },
  async execute(ctx, [input = []]) {
    return [input.map((item, i) => apply(item, ctx.parameters(i)))];
  },
});

/** The signing link's calls (signed out: the token in the path is the only proof) and their query keys. */
import {
  type SignInput,
  type SigningView,
  type SignResult,
  signingViewSchema,
  signResultSchema,
} from '@common/schemas/solar-proposals';
import { apiJson } from '@/lib/api';

export const signingKeys = {
  all: ['e-sign'] as const,
  view: (token: string) => [...signingKeys.all, 'view', token] as const,
};

const path = (token: string) => `/api/solar/sign/${encodeURIComponent(token)}`;

export function fetchSigningView(token: string): Promise<SigningView> {
  return apiJson('GET', path(token), { parse: (b) => signingViewSchema.parse(b) });
}

export function sendSignature(token: string, input: SignInput): Promise<SignResult> {
  return apiJson('POST', path(token), { body: input, parse: (b) => signResultSchema.parse(b) });
}

export const contractUrl = (token: string) => `${path(token)}/contract`;

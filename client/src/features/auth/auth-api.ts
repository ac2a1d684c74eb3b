/** The auth calls of SPEC §7, typed by the shared schemas. */
import {
  type SendVerificationPayload,
  sendVerificationResponseSchema,
  type VerifyCodePayload,
  type VerifyCodeResponse,
  verifyCodeResponseSchema,
} from '@common/schemas/auth';
import { apiRequest } from '@/lib/api';
import { localExpiry } from './countdown';

/** Mails a code; answers its expiry on the browser's clock (null if the server gave none we can read). */
export async function sendVerificationCode(
  payload: SendVerificationPayload,
): Promise<{ expiresAt: number | null }> {
  const res = await apiRequest('POST', '/api/auth/send-verification', payload);
  const receivedAt = Date.now();
  const body = sendVerificationResponseSchema.safeParse(await res.json());
  if (!body.success) return { expiresAt: null };
  return { expiresAt: localExpiry(body.data.expiresAt, res.headers.get('date'), receivedAt) };
}

export async function verifyCode(payload: VerifyCodePayload): Promise<VerifyCodeResponse> {
  const res = await apiRequest('POST', '/api/auth/verify-code', payload);
  return verifyCodeResponseSchema.parse(await res.json());
}

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/signout');
}

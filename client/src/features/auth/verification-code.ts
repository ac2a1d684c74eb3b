import { VERIFICATION_CODE_LENGTH } from '@common/constants';

/** What the code input keeps of what was typed or pasted: digits only, at most six. */
export function sanitizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return code.length === VERIFICATION_CODE_LENGTH && /^\d+$/.test(code);
}

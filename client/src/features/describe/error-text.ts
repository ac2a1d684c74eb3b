import { serverMessage } from '@/lib/api';

/** What a failed call says to the person: the server's own message when it gave one. */
export function errorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

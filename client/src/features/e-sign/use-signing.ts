/** The proposal behind a signing link, and signing it. */
import type { SignInput } from '@common/schemas/solar-proposals';
import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchSigningView, sendSignature, signingKeys } from './sign-api';

export function useSigningView(token: string) {
  return useQuery({
    queryKey: signingKeys.view(token),
    queryFn: () => fetchSigningView(token),
    retry: false,
  });
}

export function useSign(token: string) {
  return useMutation({ mutationFn: (input: SignInput) => sendSignature(token, input) });
}

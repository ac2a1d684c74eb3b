import { STORAGE_KEYS } from '@common/constants';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { removeStorage } from '@/lib/storage';
import { signOut } from './auth-api';
import { toasts } from './auth-copy';
import { authKeys } from './auth-keys';

/**
 * SPEC §4: sign-out sets the cached user to empty and clears all cached data. Every other query is
 * removed; the current-user entry stays, holding null, so whatever shows the user updates at once
 * instead of asking the server again.
 */
export function clearSignedInData(queryClient: QueryClient): void {
  const [currentUser] = authKeys.currentUser();
  queryClient.setQueryData(authKeys.currentUser(), null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUser });
  removeStorage(STORAGE_KEYS.token);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      clearSignedInData(queryClient);
      toast(toasts.signedOut);
    },
    onError: (error) => toast(toasts.signOutFailed(serverMessage(error))),
  });
  return {
    signOut: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    pending: mutation.isPending,
  };
}

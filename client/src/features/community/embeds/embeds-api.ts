/**
 * The import call the shared-workflow card makes: the workflow list's own call (same address, same body).
 * The listing card uses the marketplace's hooks (useListing, useGetListing).
 */
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';

/** POST /api/workflows/import as the import dialog sends it: the source text as `content`. */
export function useImportSharedWorkflow() {
  return useMutation({
    mutationFn: (content: string) =>
      apiJson<{ workflow: { id: string; name: string; kind: 'workflow' | 'agent' } }>(
        'POST',
        '/api/workflows/import',
        { body: { content } },
      ),
  });
}

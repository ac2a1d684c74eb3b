/** /community/unsubscribe?token=: the link in a digest e-mail; works signed out, sends the token once. */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api';
import { useUnsubscribe } from './notifications-api';

export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <section
      aria-labelledby="unsubscribe-heading"
      className="mx-auto flex max-w-lg flex-col gap-3 text-center"
    >
      <h2 id="unsubscribe-heading" className="font-semibold text-2xl tracking-tight">
        Community e-mails
      </h2>
      {!token ? (
        <p role="alert" className="text-destructive">
          This link has no token. Open the link from the e-mail again, or turn the digest off in your
          notifications.
        </p>
      ) : unsubscribe.isSuccess ? (
        <p role="status">You won't get community digest e-mails any more.</p>
      ) : unsubscribe.isError ? (
        <p role="alert" className="text-destructive">
          {serverMessage(unsubscribe.error) ?? 'That did not work. The link may have expired.'}
        </p>
      ) : (
        <p role="status" className="inline-flex items-center justify-center gap-2 text-muted-foreground">
          <Spinner className="size-4" aria-hidden="true" />
          Unsubscribing…
        </p>
      )}
    </section>
  );
}

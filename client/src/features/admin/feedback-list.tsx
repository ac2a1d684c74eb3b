import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_TYPE_LABELS,
} from '@common/schemas/feedback';
import { MessageSquareText, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import type { useAdminFeedback } from './use-admin-data';

function categoryLabel(category: string): string {
  const index = (FEEDBACK_CATEGORIES as readonly string[]).indexOf(category);
  return FEEDBACK_CATEGORY_LABELS[index] ?? category;
}

export function FeedbackList({ feedback }: { feedback: ReturnType<typeof useAdminFeedback> }) {
  const entries = feedback.data?.feedback ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MessageSquareText className="size-5 text-primary" aria-hidden="true" />
          Recent feedback
        </CardTitle>
        <CardDescription>The latest submissions of the feedback dialog.</CardDescription>
      </CardHeader>
      <CardContent>
        {feedback.isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-label="Loading feedback">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : feedback.isError ? (
          <p className="text-destructive text-sm">Feedback could not be loaded.</p>
        ) : entries.length === 0 ? (
          <p className="rounded-lg border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
            No feedback yet.
          </p>
        ) : (
          <ul aria-label="Feedback" className="divide-y divide-border">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1.5 py-3">
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  <Badge variant="brand">{FEEDBACK_TYPE_LABELS[entry.type]}</Badge>
                  <Badge variant="outline">{categoryLabel(entry.category)}</Badge>
                  {entry.rating ? (
                    <span className="inline-flex items-center gap-0.5 text-muted-foreground">
                      <Star className="size-3.5 fill-current text-solar-from" aria-hidden="true" />
                      {entry.rating}/5<span className="sr-only"> stars</span>
                    </span>
                  ) : null}
                  <span className="ml-auto text-muted-foreground">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </span>
                </div>
                <p className="whitespace-pre-line text-sm">{entry.message}</p>
                <p className="truncate text-muted-foreground text-xs">
                  {entry.email ?? (entry.userId ? 'Signed-in user' : 'Anonymous')} · {entry.page}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

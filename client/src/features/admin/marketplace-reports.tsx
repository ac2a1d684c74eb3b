/**
 * /admin's marketplace reports queue: open reports oldest first (or the resolved ones), each with what was
 * reported (the listing, or the review with its text) and why. An administrator hides or restores the
 * listing or review, or dismisses the report; the decision resolves every open report of the same target.
 */
import {
  type AdminReport,
  REPORT_REASON_LABELS,
  type ReportAction,
} from '@common/schemas/marketplace-reviews';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { type ReportStatus, useMarketplaceReports, useResolveReport } from './marketplace-reports-api';

const RESOLUTION_LABELS = { hidden: 'Hidden', restored: 'Restored', dismissed: 'Dismissed' } as const;

function targetHidden(report: AdminReport): boolean {
  return report.review ? report.review.status === 'hidden' : report.listing.status === 'hidden';
}

function Decisions({ report }: { report: AdminReport }) {
  const resolve = useResolveReport();
  const [note, setNote] = useState('');
  const what = report.review ? 'review' : 'listing';
  const decide = (action: ReportAction) =>
    resolve.mutate(
      { id: report.id, action, note },
      {
        onSuccess: () =>
          toast({
            title:
              action === 'hide'
                ? `The ${what} is hidden`
                : action === 'restore'
                  ? `The ${what} is shown again`
                  : 'Report dismissed',
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'That did not work',
            description: serverMessage(error) ?? 'Try again in a moment.',
          }),
      },
    );
  const hidden = targetHidden(report);
  return (
    <div className="flex flex-col gap-2">
      {!report.review && !hidden ? (
        <Input
          aria-label={`Note for the creator of ${report.listing.title} (optional)`}
          placeholder="Note for the creator when hiding (optional)"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {hidden ? (
          <Button size="sm" variant="outline" disabled={resolve.isPending} onClick={() => decide('restore')}>
            Restore the {what}
          </Button>
        ) : (
          <Button size="sm" variant="destructive" disabled={resolve.isPending} onClick={() => decide('hide')}>
            Hide the {what}
          </Button>
        )}
        {report.status === 'open' ? (
          <Button size="sm" variant="ghost" disabled={resolve.isPending} onClick={() => decide('dismiss')}>
            Dismiss
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function ReportEntry({ report }: { report: AdminReport }) {
  return (
    <li
      className="flex flex-col gap-2 py-4"
      aria-label={`Report of ${report.review ? 'a review of ' : ''}${report.listing.title}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge variant="brand">{report.review ? 'Review' : 'Listing'}</Badge>
        <Badge variant="outline">{REPORT_REASON_LABELS[report.reason]}</Badge>
        {targetHidden(report) ? <Badge variant="outline">Hidden now</Badge> : null}
        <span className="ms-auto text-muted-foreground">
          by {report.reporter.username} ·{' '}
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </span>
      </div>
      <p className="text-sm">
        <Link
          to={`/marketplace/${report.listing.slug}`}
          className="font-medium underline-offset-2 hover:underline"
        >
          {report.listing.title}
        </Link>{' '}
        <span className="text-muted-foreground">by {report.listing.creator.username}</span>
      </p>
      {report.review ? (
        <blockquote className="rounded-md border-s-2 bg-muted/50 px-3 py-2 text-sm">
          <p className="text-muted-foreground text-xs">
            {report.review.stars} of 5 stars, by {report.review.author.username}
          </p>
          <p className="whitespace-pre-line">{report.review.body}</p>
        </blockquote>
      ) : null}
      {report.detail ? <p className="whitespace-pre-line text-sm">“{report.detail}”</p> : null}
      {report.status === 'resolved' && report.resolution ? (
        <p className="text-muted-foreground text-xs">
          {RESOLUTION_LABELS[report.resolution]} by {report.resolvedBy?.username ?? 'an administrator'}
          {report.resolvedAt ? ` · ${formatDateTime(report.resolvedAt)}` : ''}
        </p>
      ) : null}
      <Decisions report={report} />
    </li>
  );
}

function ReportList({ status }: { status: ReportStatus }) {
  const reports = useMarketplaceReports(status);
  const entries = reports.data?.reports ?? [];
  if (reports.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading reports">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (reports.isError) return <p className="text-destructive text-sm">The reports could not be loaded.</p>;
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
        {status === 'open' ? 'No open reports. Nothing needs a decision.' : 'No resolved reports yet.'}
      </p>
    );
  }
  return (
    <ul
      aria-label={status === 'open' ? 'Open reports' : 'Resolved reports'}
      className="divide-y divide-border"
    >
      {entries.map((report) => (
        <ReportEntry key={report.id} report={report} />
      ))}
    </ul>
  );
}

export function MarketplaceReports() {
  const [status, setStatus] = useState<ReportStatus>('open');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Flag className="size-5 text-primary" aria-hidden="true" />
          Marketplace reports
        </CardTitle>
        <CardDescription>
          Listings and reviews people reported. Hiding takes a listing out of search (its creator still sees
          it) or a review out of the list and the rating.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={status} onValueChange={(v) => setStatus(v as ReportStatus)}>
          <TabsList aria-label="Reports">
            <TabsTrigger value="open">Open</TabsTrigger>
            <TabsTrigger value="resolved">Resolved</TabsTrigger>
          </TabsList>
          <TabsContent value="open" className="mt-2">
            <ReportList status="open" />
          </TabsContent>
          <TabsContent value="resolved" className="mt-2">
            <ReportList status="resolved" />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

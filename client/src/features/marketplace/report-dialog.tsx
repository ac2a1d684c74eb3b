/**
 * "Report": a listing or one of its reviews goes to the administrators' queue with a reason from a short
 * list and an optional detail. Behind a small menu ("More actions for …"); signed out, it asks to sign in.
 */
import {
  createReportSchema,
  REPORT_DETAIL_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@common/schemas/marketplace-reviews';
import { Flag, MoreHorizontal } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAuthDialog, useCurrentUser } from '@/features/auth';
import { serverMessage } from '@/lib/api';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useReport } from './reviews-api';

interface ReportForm {
  reason: ReportReason | '';
  detail: string;
}

type Target = { slug: string; reviewId?: string; what: string };

function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: Target;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const report = useReport();
  const form = useSchemaForm(createReportSchema, (): ReportForm => ({ reason: '', detail: '' }), {
    toInput: (v: ReportForm) => ({
      slug: target.slug,
      ...(target.reviewId ? { reviewId: target.reviewId } : {}),
      reason: v.reason || undefined,
      detail: v.detail,
    }),
  });
  const { values, setValue, errors } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const input = form.validate();
    if (!input) return;
    report.mutate(input, {
      onSuccess: () => {
        onOpenChange(false);
        form.reset({ reason: '', detail: '' });
        toast({ title: 'Reported', description: 'Thank you. An administrator will look at it.' });
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) {
          toast({
            variant: 'destructive',
            title: 'Could not report it',
            description: serverMessage(error) ?? 'Try again in a moment.',
          });
        }
      },
    });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<>Report {target.what}</>}
      description={
        <>
          Administrators read every report and may hide what breaks the rules. The author is not told who
          reported it.
        </>
      }
      onSubmit={submit}
      pending={report.isPending}
      pendingLabel="Sending…"
      submitLabel="Send report"
      submitVariant="destructive"
      className="max-w-md"
    >
      <FormField label="Reason" error={errors.reason}>
        {(control) => (
          <NativeSelect
            {...control}
            value={values.reason}
            onChange={(e) => setValue('reason', e.target.value as ReportReason | '')}
          >
            <option value="">Choose a reason</option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REPORT_REASON_LABELS[reason]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="What is wrong (optional)" error={errors.detail}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={REPORT_DETAIL_MAX}
            value={values.detail}
            onChange={(e) => setValue('detail', e.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

/** A "…" menu with "Report": `label` names the button for screen readers ("More actions for …"). */
export function ReportMenu({ target, label }: { target: Target; label: string }) {
  const user = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={label}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => (user.isAuthenticated ? setOpen(true) : openAuthDialog())}>
            <Flag aria-hidden="true" /> Report {target.what}…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={target} open={open} onOpenChange={setOpen} />
    </>
  );
}

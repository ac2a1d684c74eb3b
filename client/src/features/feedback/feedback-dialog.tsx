/** The feedback dialog (SPEC §2, §4, §5, §8): type, category, optional rating, message, optional e-mail. */
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  feedbackSubmissionSchema,
} from '@common/schemas/feedback';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { analyticsSessionId, track } from '@/lib/analytics';
import { useSchemaForm } from '@/lib/use-schema-form';
import { submitFeedback } from './feedback-api';
import {
  emptyFeedbackForm,
  FEEDBACK_TOASTS,
  type FeedbackForm,
  feedbackFieldOf,
  feedbackSubmission,
  isFeedbackComplete,
} from './feedback-form';
import { StarRating } from './star-rating';

type FeedbackDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Prefills the optional e-mail. */
  userEmail: string | null;
};

const pageContext = () => ({ page: window.location.href, userAgent: navigator.userAgent, now: new Date() });

export function FeedbackDialog({ open, onClose, userEmail }: FeedbackDialogProps) {
  const form = useSchemaForm(feedbackSubmissionSchema, () => emptyFeedbackForm(userEmail ?? ''), {
    // Only complete forms are checked (missing fields get SPEC §5's toast first).
    toInput: (values: FeedbackForm) =>
      isFeedbackComplete(values) ? feedbackSubmission(values, pageContext()) : values,
    fieldOf: feedbackFieldOf,
  });
  const { values, setValue, errors, setValues } = form;

  // The signed-in user may load after the form was made: fill the e-mail if it is still empty.
  useEffect(() => {
    if (userEmail) setValues((f) => (f.email ? f : { ...f, email: userEmail }));
  }, [userEmail, setValues]);

  const send = useMutation({
    mutationFn: (payload: ReturnType<typeof feedbackSubmission>) =>
      submitFeedback(payload, analyticsSessionId()),
    onSuccess: ({ feedbackId }, payload) => {
      void track({
        eventType: 'feedback_submitted',
        eventCategory: 'feedback',
        eventAction: payload.type,
        eventLabel: payload.category,
        ...(payload.rating == null ? {} : { eventValue: payload.rating }),
        metadata: { feedbackId, hasEmail: Boolean(payload.metadata.email) },
      });
      toast(FEEDBACK_TOASTS.thanks);
      form.reset(emptyFeedbackForm(userEmail ?? ''));
      onClose();
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast({ ...FEEDBACK_TOASTS.failed, variant: 'destructive' });
    },
  });
  const submitting = send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!isFeedbackComplete(values)) {
      toast({ ...FEEDBACK_TOASTS.missing, variant: 'destructive' });
      return;
    }
    const payload = form.validate();
    if (payload) send.mutate(payload);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Send feedback</DialogTitle>
            <DialogDescription>Tell us what works, what doesn’t and what you’d like next.</DialogDescription>
          </DialogHeader>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Type" error={errors.type}>
              {(control) => (
                <NativeSelect
                  {...control}
                  aria-required="true"
                  value={values.type}
                  onChange={(e) => setValue('type', e.target.value as FeedbackForm['type'])}
                >
                  <option value="">Choose a type</option>
                  {FEEDBACK_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {FEEDBACK_TYPE_LABELS[t]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Category" error={errors.category}>
              {(control) => (
                <NativeSelect
                  {...control}
                  aria-required="true"
                  value={values.category}
                  onChange={(e) => setValue('category', e.target.value as FeedbackForm['category'])}
                >
                  <option value="">Choose a category</option>
                  {FEEDBACK_CATEGORIES.map((c, i) => (
                    <option key={c} value={c}>
                      {FEEDBACK_CATEGORY_LABELS[i]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>

          <StarRating value={values.rating} onChange={(r) => setValue('rating', r)} disabled={submitting} />

          <FormField
            label="Message"
            error={errors.message}
            description={
              <span className="block text-right tabular-nums">
                {values.message.length} / {FEEDBACK_MESSAGE_MAX}
              </span>
            }
          >
            {(control) => (
              <Textarea
                {...control}
                aria-required="true"
                rows={5}
                maxLength={FEEDBACK_MESSAGE_MAX}
                placeholder="What happened, or what would help?"
                value={values.message}
                onChange={(e) => setValue('message', e.target.value)}
              />
            )}
          </FormField>

          <FormField
            label={
              <>
                E-mail{' '}
                <span className="font-normal text-muted-foreground">(optional, if you’d like a reply)</span>
              </>
            }
            error={errors.email}
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={values.email}
                onChange={(e) => setValue('email', e.target.value)}
              />
            )}
          </FormField>

          {errors[''] ? <p className="text-destructive text-sm">{errors['']}</p> : null}

          <DialogFooter>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={submitting}>
              {submitting ? 'Submitting…' : 'Submit'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

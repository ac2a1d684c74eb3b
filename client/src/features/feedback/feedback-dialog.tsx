/** The feedback dialog (SPEC §2, §4, §5, §8): type, category, optional rating, message, optional e-mail. */
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackCategory,
  type FeedbackType,
} from '@common/schemas/feedback';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { analyticsSessionId, track } from '@/lib/analytics';
import { submitFeedback } from './feedback-api';
import {
  emptyFeedbackForm,
  FEEDBACK_TOASTS,
  type FeedbackForm,
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

export function FeedbackDialog({ open, onClose, userEmail }: FeedbackDialogProps) {
  const ids = { type: useId(), category: useId(), message: useId(), email: useId(), count: useId() };
  const [form, setForm] = useState<FeedbackForm>(() => emptyFeedbackForm(userEmail ?? ''));
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof FeedbackForm>(key: K, value: FeedbackForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  // The signed-in user may load after the form was made: fill the e-mail if it is still empty.
  useEffect(() => {
    if (userEmail) setForm((f) => (f.email ? f : { ...f, email: userEmail }));
  }, [userEmail]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!isFeedbackComplete(form)) {
      toast({ ...FEEDBACK_TOASTS.missing, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      const payload = feedbackSubmission(form, {
        page: window.location.href,
        userAgent: navigator.userAgent,
        now: new Date(),
      });
      const { feedbackId } = await submitFeedback(payload, analyticsSessionId());
      void track({
        eventType: 'feedback_submitted',
        eventCategory: 'feedback',
        eventAction: payload.type,
        eventLabel: payload.category,
        ...(payload.rating == null ? {} : { eventValue: payload.rating }),
        metadata: { feedbackId, hasEmail: Boolean(payload.metadata.email) },
      });
      toast(FEEDBACK_TOASTS.thanks);
      setForm(emptyFeedbackForm(userEmail ?? ''));
      onClose();
    } catch {
      toast({ ...FEEDBACK_TOASTS.failed, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Send feedback</DialogTitle>
            <DialogDescription>Tell us what works, what doesn’t and what you’d like next.</DialogDescription>
          </DialogHeader>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={ids.type}>Type</Label>
              <NativeSelect
                id={ids.type}
                aria-required="true"
                value={form.type}
                onChange={(e) => set('type', e.target.value as FeedbackType | '')}
              >
                <option value="">Choose a type</option>
                {FEEDBACK_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {FEEDBACK_TYPE_LABELS[t]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.category}>Category</Label>
              <NativeSelect
                id={ids.category}
                aria-required="true"
                value={form.category}
                onChange={(e) => set('category', e.target.value as FeedbackCategory | '')}
              >
                <option value="">Choose a category</option>
                {FEEDBACK_CATEGORIES.map((c, i) => (
                  <option key={c} value={c}>
                    {FEEDBACK_CATEGORY_LABELS[i]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>

          <StarRating value={form.rating} onChange={(r) => set('rating', r)} disabled={submitting} />

          <div className="grid gap-2">
            <Label htmlFor={ids.message}>Message</Label>
            <Textarea
              id={ids.message}
              aria-required="true"
              aria-describedby={ids.count}
              rows={5}
              maxLength={FEEDBACK_MESSAGE_MAX}
              placeholder="What happened, or what would help?"
              value={form.message}
              onChange={(e) => set('message', e.target.value)}
            />
            <p id={ids.count} className="text-right text-muted-foreground text-xs tabular-nums">
              {form.message.length} / {FEEDBACK_MESSAGE_MAX}
            </p>
          </div>

          <div className="grid gap-2">
            <Label htmlFor={ids.email}>
              E-mail{' '}
              <span className="font-normal text-muted-foreground">(optional, if you’d like a reply)</span>
            </Label>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={form.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </div>

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

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CreateTestimonialInputSchema } from '#shared/testimonials/testimonials.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Form, FormField } from '#client/components/ui/form.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { FormFieldItem } from '#client/components/form-field-item.tsx';
import { useSubmitReview } from '#client/features/reviews/api/use-submit-review.ts';
import { StarRatingInput } from '#client/features/reviews/components/star-rating-input.tsx';
import { setServerFieldErrors } from '#client/lib/form-input.ts';
import { useT } from '#client/i18n/locale-context.tsx';

/** The form's fields: the shared input without the ids the caller supplies (CONVENTIONS §3). */
const ReviewFormSchema = CreateTestimonialInputSchema.omit({
  hospitalId: true,
  treatmentRequestId: true,
});

const FIELDS = ['rating', 'title', 'content'] as const;
const EMPTY_FORM = { rating: 0, title: '', content: '' };

/** The treatment a review is about: the hospital, its request and a name to show. */
export interface ReviewTarget {
  hospitalId: string;
  treatmentRequestId: string;
  hospitalName: string;
}

/**
 * Write a Review (SPEC §2.7, §8): stars with hover preview, title and experience text, Cancel
 * and Submit Review. On success it toasts 'Review submitted!', resets and closes; on failure it
 * toasts 'Failed to submit review' with the server's message, or 'Please try again later'.
 */
export function WriteReviewDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReviewTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const submitReview = useSubmitReview();
  const form = useForm({ resolver: zodResolver(ReviewFormSchema), defaultValues: EMPTY_FORM });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submitReview.mutateAsync({
        ...values,
        hospitalId: target.hospitalId,
        treatmentRequestId: target.treatmentRequestId,
      });
      toast({
        title: t('Review submitted!'),
        description: t(
          'Thank you for sharing your experience. It will be reviewed before being published.',
        ),
      });
      form.reset(EMPTY_FORM);
      onOpenChange(false);
    } catch (err) {
      // The "Failed to submit review" toast comes from the query client (the hook's meta).
      setServerFieldErrors(form.setError, err, FIELDS);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Write a Review')}</DialogTitle>
          <DialogDescription>
            {t(
              'How was your treatment at {hospital}? Your review is checked by our team before it is published.',
              { hospital: target.hospitalName },
            )}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
            <FormField
              control={form.control}
              name="rating"
              render={({ field }) => (
                <FormFieldItem label={t('Rating')}>
                  <StarRatingInput
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </FormFieldItem>
              )}
            />
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormFieldItem label={t('Review title')}>
                  <Input placeholder={t('Summarise your experience')} {...field} />
                </FormFieldItem>
              )}
            />
            <FormField
              control={form.control}
              name="content"
              render={({ field }) => (
                <FormFieldItem label={t('Your experience')}>
                  <Textarea
                    rows={5}
                    placeholder={t(
                      'Tell other patients about the care, the staff and your recovery',
                    )}
                    {...field}
                  />
                </FormFieldItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('Cancel')}
              </Button>
              <Button type="submit" disabled={submitReview.isPending}>
                {submitReview.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {t('Submit Review')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

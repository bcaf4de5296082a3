import { Coffee, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '#shared/navigation/paths.ts';
import { Button } from '#client/components/ui/button.tsx';

/** Session-storage key remembering that the patient dismissed the prompt this session. */
const FEEDBACK_PROMPT_DISMISSED_KEY = 'feedbackPromptDismissed';

function isDismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(FEEDBACK_PROMPT_DISMISSED_KEY) === 'true';
  } catch {
    // Storage blocked (privacy mode): show the prompt; dismissal then lasts until reload.
    return false;
  }
}

function rememberDismissal(): void {
  try {
    sessionStorage.setItem(FEEDBACK_PROMPT_DISMISSED_KEY, 'true');
  } catch {
    // Storage blocked: the in-memory state still hides the prompt.
  }
}

/**
 * The patient dashboard's feedback prompt (SPEC §2.5), shown by the caller once a bid is
 * accepted: 'Share Your Experience & Get Free Breakfast!' with `reviewAction` (the reviews
 * feature's Write Review, given by the page) and See Reviews; Maybe Later or the close button
 * hide it for the rest of the browser session.
 */
export function FeedbackPrompt({ reviewAction }: { reviewAction: ReactNode }) {
  const [isDismissed, setIsDismissed] = useState(isDismissedThisSession);
  if (isDismissed) return null;

  const dismiss = () => {
    rememberDismissal();
    setIsDismissed(true);
  };

  return (
    <section
      aria-labelledby="feedback-prompt-title"
      className="relative flex flex-col gap-4 rounded-xl border border-primary/20 bg-primary/5 p-4 pr-12 sm:flex-row sm:items-center sm:p-5 sm:pr-14"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Coffee className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 id="feedback-prompt-title" className="font-semibold">
          Share Your Experience & Get Free Breakfast!
        </h2>
        <p className="text-sm text-muted-foreground">
          You have accepted a bid. Once you have been treated, tell other patients how it went —
          verified reviewers get a complimentary breakfast.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {reviewAction}
        <Button asChild size="sm" variant="outline">
          <Link href={paths.reviews}>See Reviews</Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Maybe Later
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-8"
        onClick={dismiss}
        aria-label="Close feedback prompt"
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}

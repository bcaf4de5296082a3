import { CircleCheck, Siren, TriangleAlert, type LucideIcon } from 'lucide-react';
import type {
  AiAnalysis,
  PossibleCondition,
  UrgencyLevel,
} from '#shared/symptom-checker/symptom-checker.schemas.ts';
import { msg } from '#client/i18n/msg.ts';

/** How the results page shows one urgency level: words (English, shown through `t`), icon and colours. */
export interface UrgencyPresentation {
  /** Short level name shown above the heading ("Emergency"). */
  label: string;
  heading: string;
  /** The first thing to do, in one or two sentences. */
  summary: string;
  icon: LucideIcon;
  /** Classes of the banner, its icon disc and its "When to get help" box. */
  tone: { banner: string; icon: string; panel: string };
}

/**
 * Urgency level → banner (SPEC §3 urgencyLevel, §9 fixed advice per level), in the colours
 * people expect from triage: emergency red (solid, white text), urgent amber, routine green.
 * Every pairing keeps text contrast at WCAG AA or better.
 */
export function presentUrgency(level: UrgencyLevel): UrgencyPresentation {
  switch (level) {
    case 'emergency':
      return {
        label: msg('Emergency'),
        heading: msg('Call emergency services now'),
        summary: msg(
          'Call your local emergency number (such as 112, 911 or 999) or go to the nearest emergency department. Do not wait to see if it gets better.',
        ),
        icon: Siren,
        tone: {
          banner: 'border-red-800 bg-red-700 text-white',
          icon: 'bg-white text-red-700',
          panel: 'bg-red-800/60 text-white',
        },
      };
    case 'urgent':
      return {
        label: msg('Urgent'),
        heading: msg('Get medical advice today'),
        summary: msg(
          'Contact a doctor or an urgent care service today. If you get worse, call your local emergency number.',
        ),
        icon: TriangleAlert,
        tone: {
          banner: 'border-amber-400 bg-amber-50 text-amber-950',
          icon: 'bg-amber-400 text-amber-950',
          panel: 'bg-amber-100 text-amber-950',
        },
      };
    case 'routine':
      return {
        label: msg('Routine'),
        heading: msg('Self-care or a routine appointment'),
        summary: msg(
          'This can usually be looked after at home, with advice from a pharmacist or a routine appointment with your doctor.',
        ),
        icon: CircleCheck,
        tone: {
          banner: 'border-emerald-300 bg-emerald-50 text-emerald-950',
          icon: 'bg-emerald-600 text-white',
          panel: 'bg-emerald-100 text-emerald-950',
        },
      };
  }
}

/** Plain words for a condition's likelihood (SPEC §3: high, moderate or other); English, shown through `t`. */
export function likelihoodLabel(likelihood: PossibleCondition['likelihood']): string {
  switch (likelihood) {
    case 'high':
      return msg('High likelihood');
    case 'moderate':
      return msg('Moderate likelihood');
    case 'other':
      return msg('Lower likelihood');
  }
}

/** Badge look for a likelihood: the likeliest stand out, the rest stay quiet. */
export function likelihoodBadgeVariant(
  likelihood: PossibleCondition['likelihood'],
): 'default' | 'secondary' | 'outline' {
  switch (likelihood) {
    case 'high':
      return 'default';
    case 'moderate':
      return 'secondary';
    case 'other':
      return 'outline';
  }
}

/**
 * The related specialties a patient can request treatment for through the marketplace: every
 * specialty except emergency medicine (emergency care is never planned abroad), without
 * repeats, in the analysis' order (most relevant first).
 */
export function treatableSpecialties(analysis: Pick<AiAnalysis, 'relatedSpecialties'>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const specialty of analysis.relatedSpecialties) {
    const name = specialty.trim();
    const key = name.toLocaleLowerCase();
    if (name === '' || key.includes('emergency') || seen.has(key)) continue;
    seen.add(key);
    result.push(name);
  }
  return result;
}

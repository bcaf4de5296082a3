/**
 * Fixed, clinician-style advice per urgency level (SPEC §9: each level has a fixed advice
 * text), the disclaimer, and the related specialties drawn from the likely conditions.
 * Wording follows the NHS "call 999 / go to A&E", "call 111" and self-care pages.
 */
import type { AiAnalysis, UrgencyLevel } from '#shared/symptom-checker/symptom-checker.schemas.ts';

/** SPEC §3 likelihood values. */
export type Likelihood = AiAnalysis['possibleConditions'][number]['likelihood'];

/** The disclaimer shown with every analysis. */
export const DISCLAIMER =
  'This is not a diagnosis. It is general information from an automated symptom checker and ' +
  'does not replace advice from a doctor, nurse or pharmacist who can examine you. If you feel ' +
  'very unwell or are worried, call your local emergency number or see a doctor.';

/** Urgency level → what to do now. */
export const RECOMMENDED_ACTIONS: Record<UrgencyLevel, string[]> = {
  emergency: [
    'Call 999 (or your local emergency number) or go to the nearest emergency department now.',
    'Do not drive yourself; ask someone to take you or wait for the ambulance.',
    'If you have been prescribed emergency medicine, such as an adrenaline pen or GTN spray, use it as instructed.',
    'Do not eat or drink anything until you have been seen, unless a clinician tells you to.',
  ],
  urgent: [
    'Get medical advice today: contact your doctor for an urgent appointment or call 111 (or your local non-emergency medical line).',
    'If you cannot get an appointment today, go to an urgent treatment centre or walk-in clinic.',
    'Take a list of your symptoms, when they started and your medicines with you.',
    'Rest, drink fluids and avoid driving if you feel unwell while you wait.',
  ],
  routine: [
    'This can usually be looked after at home: rest, drink plenty of fluids and use over-the-counter remedies as the label directs.',
    'A pharmacist can advise on treatments without an appointment.',
    'Book a routine appointment with your doctor if symptoms do not improve within a week or keep coming back.',
  ],
};

/** Urgency level → when to get more help. */
export const WHEN_TO_SEEK_HELP: Record<UrgencyLevel, string> = {
  emergency:
    'Now. These symptoms can be a sign of a serious problem that needs emergency treatment. ' +
    'Call 999 (or your local emergency number) immediately if the person stops breathing, ' +
    'collapses, has a fit or is hard to wake.',
  urgent:
    'Today. Speak to a doctor within the next few hours. Call 999 (or your local emergency ' +
    'number) or go to the emergency department if you get worse, have difficulty breathing, ' +
    'chest pain, confusion, a rash that does not fade under a glass, or you cannot keep fluids down.',
  routine:
    'See a doctor if your symptoms last longer than expected, get worse or new symptoms appear. ' +
    'Get help straight away if you develop difficulty breathing, chest pain, confusion, a severe ' +
    'headache, a rash that does not fade under a glass, or you feel very unwell.',
};

/**
 * Up to `limit` unique specialties: Emergency Medicine first for emergencies, then each
 * condition's specialty in rank order; General Practice when there is none.
 */
export function relatedSpecialtiesOf(
  urgency: UrgencyLevel,
  specialties: readonly string[],
  limit = 4,
): string[] {
  const ordered =
    urgency === 'emergency' ? ['Emergency Medicine', ...specialties] : [...specialties];
  const unique = [...new Set(ordered)].slice(0, limit);
  return unique.length > 0 ? unique : ['General Practice'];
}

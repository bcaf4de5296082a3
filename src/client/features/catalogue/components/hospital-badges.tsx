import { accreditationBodyOf } from '#shared/hospital-profiles/reference-lists.ts';
import { AccreditationBadge } from '#client/components/accreditation-badge.tsx';
import { VerifiedBadge } from '#client/components/verified-badge.tsx';

/** A catalogue hospital's badges: verified, then each accreditation whose badge is in force. */
export function HospitalBadges({ accreditations }: { accreditations: readonly string[] }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <VerifiedBadge />
      {accreditations.map((code) => (
        <AccreditationBadge
          key={code}
          body={code}
          bodyName={accreditationBodyOf(code)?.name ?? code}
        />
      ))}
    </div>
  );
}

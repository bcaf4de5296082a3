import type { HospitalPhoto as Photo } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';

/** A profile photo as AVIF with a WebP fallback, lazily loaded, its caption as the alt text. */
export function HospitalPhoto({ photo, className }: { photo: Photo; className?: string }) {
  return (
    <picture>
      <source srcSet={photo.urls.avif} type="image/avif" />
      <img
        src={photo.urls.webp}
        alt={photo.caption}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        className={className}
      />
    </picture>
  );
}

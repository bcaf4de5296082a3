import { ImagePlus, Trash2 } from 'lucide-react';
import type { OwnHospitalProfile } from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { ConfirmButton } from '#client/components/confirm-button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  useAddPhoto,
  useRemovePhoto,
} from '#client/features/hospital-profiles/api/use-profile-mutations.ts';
import { HospitalPhoto } from './hospital-photo.tsx';
import { UploadForm } from './upload-form.tsx';
import { useT } from '#client/i18n/locale-context.tsx';

/** The profile's photos, each removable after confirmation, and the form to add one. */
export function PhotosSection({ profile }: { profile: OwnHospitalProfile }) {
  const t = useT();
  const add = useAddPhoto();
  const remove = useRemovePhoto();
  return (
    <section aria-labelledby="photos-heading" className="grid gap-3">
      <h2 id="photos-heading" className="text-lg font-semibold">
        {t('Photos')}
      </h2>
      {profile.photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('No photos yet.')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {profile.photos.map((photo) => (
            <li key={photo.id} className="grid gap-2">
              <HospitalPhoto
                photo={photo}
                className="aspect-[3/2] w-full rounded-lg object-cover"
              />
              <div className="flex items-center justify-between gap-2">
                <p className="truncate text-sm">{photo.caption}</p>
                <ConfirmButton
                  buttonProps={{ variant: 'outline', size: 'sm' }}
                  title={t('Remove this photo?')}
                  description={t('It disappears from your profile.')}
                  confirmLabel={t('Remove')}
                  cancelLabel={t('Cancel')}
                  confirmVariant="destructive"
                  onConfirm={async () => {
                    await remove.mutateAsync(photo.id);
                    toast({ title: t('Photo removed') });
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sr-only">
                    {t('Remove photo {caption}', { caption: photo.caption })}
                  </span>
                </ConfirmButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <UploadForm
        label={t('Add a photo')}
        mutation={add}
        success={{ title: t('Photo added') }}
        submitLabel={
          <>
            <ImagePlus aria-hidden="true" />
            {t('Add photo')}
          </>
        }
      >
        <div className="grid gap-1.5">
          <Label htmlFor="photo-caption">{t('Caption')}</Label>
          <Input id="photo-caption" name="caption" required maxLength={200} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="photo-file">{t('Photo (JPEG, PNG, WebP or AVIF, up to 10 MB)')}</Label>
          <Input
            id="photo-file"
            name="file"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp,image/avif"
          />
        </div>
      </UploadForm>
    </section>
  );
}

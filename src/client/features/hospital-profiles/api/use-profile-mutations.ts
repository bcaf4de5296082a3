import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AccreditationSchema,
  HospitalPhotoSchema,
  OwnHospitalProfileSchema,
  type UpdateHospitalProfileInput,
} from '#shared/hospital-profiles/hospital-profiles.schemas.ts';
import { apiRequest, toApiError } from '#client/lib/api-client.ts';
import { ownHospitalProfileQueryKey } from './use-own-hospital-profile.ts';

/*
 * The hospital's changes to its own profile (issue #17). Each refreshes exactly the own-profile
 * query: every change can move the profile's status, so the editor shows it as the server has it.
 */

/**
 * POSTs a form (text fields, then its file) as multipart/form-data with the wrapper's rules:
 * cookies, `X-Requested-With`, ApiError from the error envelope. Not through `apiRequest`: a
 * Blob's type is lower-cased by the browser, boundary included, so the multipart body could not
 * travel as a Blob, and the wrapper stays as small as the landing page's budget needs (ADR 0034).
 */
async function postForm(path: string, form: FormData): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return response.json();
}

function useProfileMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownHospitalProfileQueryKey }),
  });
}

/** `PUT /api/hospital-profile`: saves the fields (the profile returns to draft). */
export function useSaveHospitalProfile() {
  return useProfileMutation(async (input: UpdateHospitalProfileInput) =>
    OwnHospitalProfileSchema.parse(
      await apiRequest<unknown>('PUT', '/api/hospital-profile', input),
    ),
  );
}

/** `POST /api/hospital-profile/submit`: into the admin's queue. 409 when incomplete. */
export function useSubmitHospitalProfile() {
  return useProfileMutation(async () =>
    OwnHospitalProfileSchema.parse(
      await apiRequest<unknown>('POST', '/api/hospital-profile/submit'),
    ),
  );
}

/** `POST /api/hospital-profile/accreditations` (multipart: body, number, expiresOn, file). */
export function useAddAccreditation() {
  return useProfileMutation(async (form: FormData) =>
    AccreditationSchema.parse(await postForm('/api/hospital-profile/accreditations', form)),
  );
}

/** `DELETE /api/hospital-profile/accreditations/{id}`. */
export function useRemoveAccreditation() {
  return useProfileMutation((id: string) =>
    apiRequest<void>('DELETE', `/api/hospital-profile/accreditations/${encodeURIComponent(id)}`),
  );
}

/** `POST /api/hospital-profile/photos` (multipart: caption, file). */
export function useAddPhoto() {
  return useProfileMutation(async (form: FormData) =>
    HospitalPhotoSchema.parse(await postForm('/api/hospital-profile/photos', form)),
  );
}

/** `DELETE /api/hospital-profile/photos/{id}`. */
export function useRemovePhoto() {
  return useProfileMutation((id: string) =>
    apiRequest<void>('DELETE', `/api/hospital-profile/photos/${encodeURIComponent(id)}`),
  );
}

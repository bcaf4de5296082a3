import { useQuery } from '@tanstack/react-query';
import {
  LaunchChecklistItemSchema,
  type LaunchChecklistItem,
} from '#shared/admin/admin.schemas.ts';
import { fetchJson } from '#client/lib/api-client.ts';

/** Query key of `GET /api/admin/launch-checklist` (the path, SPEC §7). */
export const launchChecklistQueryKey = ['/api/admin/launch-checklist'] as const;

/** The launch checklist: configuration checks and manual steps (admin only). */
export async function fetchLaunchChecklist(signal?: AbortSignal): Promise<LaunchChecklistItem[]> {
  return LaunchChecklistItemSchema.array().parse(
    await fetchJson<unknown>(launchChecklistQueryKey[0], { signal }),
  );
}

/** The launch checklist of Admin Tools (SPEC §2.6). */
export function useLaunchChecklist() {
  return useQuery({
    queryKey: launchChecklistQueryKey,
    queryFn: ({ signal }) => fetchLaunchChecklist(signal),
  });
}

import type { RunclubDetail } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

/** The logo goes as the raw image body, like a profile photo. */
export async function uploadClubLogo({ id, file }: { id: number; file: File }): Promise<RunclubDetail> {
  const response = await fetch(`${RUNCLUBS_PATH}/${id}/logo`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type, Accept: 'application/json' },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    throw new ApiRequestError(`${response.status}: ${response.statusText}`, {
      status: response.status,
      statusText: response.statusText,
      body,
    });
  }
  return body as RunclubDetail;
}

export function useUploadClubLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadClubLogo, onSuccess: () => invalidateClubCaches(queryClient) });
}

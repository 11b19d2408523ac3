import type { ActivityResult } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/activities/upload: a GPX, TCX or FIT file, as the field `file`. */
export function uploadRun(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<ActivityResult>('POST', '/api/activities/upload', form);
}

/** Uploading a run: the plan it completed, its stats and the runner's runs refresh. */
export function useUploadRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadRun,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['/api/training-plans'] });
      await client.invalidateQueries({ queryKey: ['/api/activities'] });
    },
  });
}

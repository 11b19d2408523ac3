import type { ReportInput } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const createReport = (body: ReportInput) => apiRequest<{ id: number }>('POST', '/api/reports', body);

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}

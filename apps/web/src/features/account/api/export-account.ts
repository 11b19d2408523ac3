import type { AccountExport } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const exportAccount = () => apiRequest<AccountExport>('GET', '/api/users/me/export');

/** Fetches the export and hands it to the browser as a JSON file download. */
export function useExportAccount() {
  return useMutation({
    mutationFn: exportAccount,
    onSuccess: (data) => {
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `stride-export-${data.exportedAt.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}

import type { Role, StaffMember } from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const staffQueryOptions = queryOptions({
  queryKey: ['/api/admin/staff'] as const,
  queryFn: ({ signal }) => apiRequest<StaffMember[]>('GET', '/api/admin/staff', undefined, { signal }),
});

export function useStaff(enabled: boolean) {
  return useQuery({ ...staffQueryOptions, enabled });
}

/** Grant (email + role) or remove (userId + role); the answer is the new staff list. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      v: { grant: true; email: string; role: Role } | { grant: false; userId: string; role: Role },
    ) =>
      v.grant
        ? apiRequest<StaffMember[]>('POST', '/api/admin/staff', { email: v.email, role: v.role })
        : apiRequest<StaffMember[]>('DELETE', `/api/admin/staff/${v.userId}/${v.role}`),
    onSuccess: (staff) => queryClient.setQueryData(staffQueryOptions.queryKey, staff),
  });
}

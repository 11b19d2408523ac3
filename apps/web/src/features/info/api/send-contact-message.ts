import type { ContactMessageInput } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact: stored in contact_messages and e-mailed to the team address. */
export const sendContactMessage = (body: ContactMessageInput) =>
  apiRequest<{ id: number }>('POST', '/api/contact', body);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

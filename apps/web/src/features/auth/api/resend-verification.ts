import type { MessageResponse } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/resend-verification: a new verification link for an unverified address. */
export const resendVerification = (email: string) =>
  apiRequest<MessageResponse>('POST', '/api/auth/resend-verification', { email });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

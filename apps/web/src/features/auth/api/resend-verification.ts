import type { MessageResponse } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/resend-verification: a new verification link for an unverified address, leading back
 * to `returnTo` (the page the runner set out from) when there is one.
 */
export const resendVerification = ({ email, returnTo }: { email: string; returnTo?: string }) =>
  apiRequest<MessageResponse>('POST', '/api/auth/resend-verification', {
    email,
    ...(returnTo && returnTo !== '/' ? { returnTo } : {}),
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });

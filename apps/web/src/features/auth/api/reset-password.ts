import type { MessageResponse, ResetPasswordInput } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export const resetPassword = (body: ResetPasswordInput) =>
  apiRequest<MessageResponse>('POST', '/api/auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

import type { MessageResponse } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/forgot-password: answers the same whether or not the address has an account. */
export const forgotPassword = (email: string) =>
  apiRequest<MessageResponse>('POST', '/api/auth/forgot-password', { email });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

import type { RegisterInput, RegisterResponse } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/register: creates an e-mail account and sends the verification link. */
export const register = (body: RegisterInput) =>
  apiRequest<RegisterResponse>('POST', '/api/auth/register', body);

export const useRegister = () => useMutation({ mutationFn: register });

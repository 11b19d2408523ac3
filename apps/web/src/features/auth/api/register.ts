import type { RegisterInput, RegisterResponse } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '@/i18n';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/register: creates an e-mail account and sends the verification link. The form's
 * language goes along: the verification e-mail is written in it.
 */
export const register = (body: RegisterInput) =>
  apiRequest<RegisterResponse>('POST', '/api/auth/register', {
    ...body,
    language: body.language ?? currentLanguage(),
  });

export const useRegister = () => useMutation({ mutationFn: register });

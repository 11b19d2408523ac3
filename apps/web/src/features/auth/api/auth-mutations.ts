import type {
  AuthProviders,
  CurrentUser,
  LoginInput,
  ProfileUpdateInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyEmailResponse,
} from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '@/i18n';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { currentUserQueryOptions } from './get-current-user';

// Every /api/auth call of SPEC section 7 the auth screens make, one fetcher each, plus their hooks.

export interface MessageResponse {
  success: boolean;
  message: string;
}

export const login = (body: LoginInput) => apiRequest<MessageResponse>('POST', '/api/auth/login', body);
/** The form's language goes along: the verification e-mail is written in it. */
export const register = (body: RegisterInput) =>
  apiRequest<MessageResponse & { autoVerified?: boolean }>('POST', '/api/auth/register', {
    ...body,
    language: body.language ?? currentLanguage(),
  });
export const forgotPassword = (email: string) =>
  apiRequest<MessageResponse>('POST', '/api/auth/forgot-password', { email });
export const resendVerification = (email: string) =>
  apiRequest<MessageResponse>('POST', '/api/auth/resend-verification', { email });
export const resetPassword = (body: ResetPasswordInput) =>
  apiRequest<MessageResponse>('POST', '/api/auth/reset-password', body);
export const updateProfile = (body: ProfileUpdateInput) =>
  apiRequest<CurrentUser>('PATCH', '/api/auth/profile', body);

/** The verification endpoint answers 400 with the same shape (expired or invalid), so both are read. */
export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  try {
    return await apiRequest<VerifyEmailResponse>(
      'GET',
      `/api/auth/verify-email/${encodeURIComponent(token)}`,
    );
  } catch (error) {
    if (
      error instanceof ApiRequestError &&
      error.status === 400 &&
      typeof error.body === 'object' &&
      error.body
    ) {
      return error.body as VerifyEmailResponse;
    }
    throw error;
  }
}

export async function uploadProfilePhoto(file: File): Promise<CurrentUser> {
  const response = await fetch('/api/auth/profile/photo', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type, Accept: 'application/json' },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as (CurrentUser & { message?: string }) | null;
  if (!response.ok) throw new Error(body?.message ?? `${response.status}: ${response.statusText}`);
  return body!;
}

/** SPEC section 2: logout clears local and session storage, then lands on /?logged_out=true, even if the call fails. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout', {});
  } catch (error) {
    console.warn('Logout request failed', error);
  }
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy modes); the redirect still signs the page out.
  }
  window.location.assign('/?logged_out=true');
}

export const providersQueryOptions = queryOptions({
  queryKey: ['/api/auth/providers'] as const,
  queryFn: () => apiRequest<AuthProviders>('GET', '/api/auth/providers'),
  staleTime: Infinity,
});
export const useProviders = () => useQuery(providersQueryOptions);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }),
  });
}

export const useRegister = () => useMutation({ mutationFn: register });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions.queryKey, user),
  });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions.queryKey, user),
  });
}

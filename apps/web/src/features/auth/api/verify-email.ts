import type { VerifyEmailResponse } from '@stride/contracts';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

/** GET /api/auth/verify-email/:token. A 400 (expired or invalid) has the same shape, so both are read. */
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

import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';

/** Sends the file as the raw body, as the server expects (its type in Content-Type). */
export async function uploadImage(file: File): Promise<{ url: string }> {
  const response = await fetch('/api/news/images', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type, Accept: 'application/json' },
    body: file,
  });
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !body.url)
    throw new ApiRequestError(`${response.status}: ${body.message ?? response.statusText}`, {
      status: response.status,
      statusText: response.statusText,
      body,
    });
  return { url: body.url };
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}

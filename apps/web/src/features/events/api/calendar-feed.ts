import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const FEED_PATH = '/api/users/me/calendar-feed';

/** Creates (or replaces) my private feed URL; the server keeps only a hash, so the URL is shown once. */
export const createCalendarFeed = () => apiRequest<{ url: string }>('POST', FEED_PATH);
export const revokeCalendarFeed = () => apiRequest<void>('DELETE', FEED_PATH);

export const useCreateCalendarFeed = () => useMutation({ mutationFn: createCalendarFeed });
export const useRevokeCalendarFeed = () => useMutation({ mutationFn: revokeCalendarFeed });

/** The single event's .ics download. */
export const eventIcsUrl = (id: number) => `/api/events/${id}.ics`;

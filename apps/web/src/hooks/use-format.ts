import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import {
  formatDate,
  formatDateTime,
  formatDistanceKm,
  formatNumber,
  formatTime,
  type DateInput,
  type DateStyle,
} from '@/lib/format';

/** The formatting helpers of lib/format bound to the language on screen; re-renders when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useMemo(
    () => ({
      language,
      date: (value: DateInput, style?: DateStyle) => formatDate(value, language, style),
      time: (value: Date | string) => formatTime(value, language),
      dateTime: (date: string, time?: string | null) => formatDateTime(date, time, language),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      distanceKm: (km: number, fractionDigits?: number) => formatDistanceKm(km, language, fractionDigits),
    }),
    [language],
  );
}

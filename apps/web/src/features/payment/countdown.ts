import { localDigits } from '@tarmac/shared';
import { t } from '../../i18n/i18n';

/** Whole seconds from `now` until an ISO instant, never below zero (an unreadable instant counts as passed). */
export function secondsUntil(deadline: string, now: number): number {
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as a clock shows it: "19:59", "00:05"; with hours when a hold is that long, "1:05:00" (Bangla digits on a Bangla page: "১৯:৫৯"). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return localDigits(hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`);
}

/**
 * What a screen reader is told about the time left. The text changes only when a threshold is crossed, so
 * a polite live region announces it a few times, never every second.
 */
export function countdownAnnouncement(seconds: number): string {
  if (seconds <= 0) return t('payment.countdown.over');
  if (seconds <= 60) return t('payment.countdown.oneMinute');
  if (seconds <= 5 * 60) return t('payment.countdown.fiveMinutes');
  return '';
}

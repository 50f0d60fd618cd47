import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLanguage } from '@tarmac/shared';
import bnSite from '../../locales/bn/site.json';
import { countdownAnnouncement, formatCountdown, secondsUntil } from './countdown';

describe('the hold countdown', () => {
  const now = Date.parse('2026-03-01T10:00:00.000Z');

  it('counts the whole seconds left until the deadline, rounding a started second up', () => {
    expect(secondsUntil('2026-03-01T10:20:00.000Z', now)).toBe(1200);
    expect(secondsUntil('2026-03-01T10:00:00.400Z', now)).toBe(1);
  });

  it('never goes below zero, and treats an unreadable deadline as passed', () => {
    expect(secondsUntil('2026-03-01T09:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });

  it('shows minutes and seconds as a clock does', () => {
    expect(formatCountdown(1200)).toBe('20:00');
    expect(formatCountdown(1199)).toBe('19:59');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('adds hours only for holds of an hour or more', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(3900)).toBe('1:05:00');
  });

  it('tells screen readers only when a threshold is crossed', () => {
    expect(countdownAnnouncement(1200)).toBe('');
    expect(countdownAnnouncement(301)).toBe('');
    // Every second within a threshold gives the same sentence, so a live region stays quiet between them.
    expect(countdownAnnouncement(300)).toBe(countdownAnnouncement(61));
    expect(countdownAnnouncement(60)).toBe('Less than 1 minute left to pay.');
    expect(countdownAnnouncement(1)).toBe('Less than 1 minute left to pay.');
    expect(countdownAnnouncement(0)).toBe('The time to pay is over.');
  });

  describe('on a Bangla page', () => {
    afterEach(() => {
      setFormatLanguage('en');
      i18n.activate('en');
    });

    it('ticks in Bangla digits and tells screen readers in Bangla', () => {
      setFormatLanguage('bn');
      i18n.load('bn', bnSite);
      i18n.activate('bn');
      expect(formatCountdown(1199)).toBe('১৯:৫৯');
      expect(formatCountdown(3900)).toBe('১:০৫:০০');
      expect(countdownAnnouncement(60)).toBe('পরিশোধের জন্য ১ মিনিটেরও কম সময় বাকি।');
      expect(countdownAnnouncement(0)).toBe('পরিশোধের সময় শেষ।');
    });
  });
});

import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { describeFareRules, PASSENGER_TYPE_LABELS, PASSENGER_TYPES, setFormatLanguage, summarizeFareRules, type FareRules } from '@tarmac/shared';
import bnFirst from '../locales/bn/first.json';
import bnSite from '../locales/bn/site.json';
import { fareRuleSentences, fareRuleSummary, passengerTypeLabel } from './fare-text';

const cases: FareRules[] = [
  { refundable: true, changeFee: 0, refundFeeBefore24h: 0, refundFeeWithin24h: 0 },
  { refundable: true, changeFee: 500, refundFeeBefore24h: 1000, refundFeeWithin24h: 2500 },
  { refundable: true, changeFee: 0, refundFeeBefore24h: 0, refundFeeWithin24h: 1500 },
  { refundable: true, changeFee: 1200, refundFeeBefore24h: 110995, refundFeeWithin24h: 110995 },
  { refundable: false, changeFee: 1500, refundFeeBefore24h: 0, refundFeeWithin24h: 0 },
  { refundable: false, changeFee: 0, refundFeeBefore24h: 0, refundFeeWithin24h: 0 },
];

function inBangla<T>(read: () => T): T {
  i18n.load('bn', { ...bnFirst, ...bnSite });
  i18n.activate('bn');
  setFormatLanguage('bn');
  return read();
}

afterEach(() => {
  i18n.activate('en');
  setFormatLanguage('en');
});

describe('fare rules and passenger types in the page language', () => {
  it('say in English, word for word, what the shared helpers write for the mail and the ticket PDF', () => {
    for (const rules of cases) {
      expect(fareRuleSentences(rules)).toEqual(describeFareRules(rules));
      expect(fareRuleSummary(rules)).toBe(summarizeFareRules(rules));
    }
    for (const type of PASSENGER_TYPES) expect(passengerTypeLabel(type)).toBe(PASSENGER_TYPE_LABELS[type]);
  });

  it('are written in Bangla on a Bangla page, with ৳ amounts in Bangla digits and no English word left', () => {
    const [refund, change, noShow] = inBangla(() => fareRuleSentences(cases[1]!));
    expect(refund).toBe('ফেরতযোগ্য: ছাড়ার ২৪ ঘণ্টা আগে পর্যন্ত বাতিলের ফি যাত্রীপ্রতি ৳১,০০০, ২৪ ঘণ্টার মধ্যে যাত্রীপ্রতি ৳২,৫০০।');
    expect(change).toBe('পরিবর্তন: যাত্রীপ্রতি ৳৫০০।');
    expect(noShow).toBe('নো-শো: ফ্লাইট ছেড়ে যাওয়ার পর কিছুই ফেরত দেওয়া হয় না।');
    expect(inBangla(() => fareRuleSummary(cases[0]!))).toBe('ফেরত বিনা খরচে · পরিবর্তন বিনা খরচে');
    for (const rules of cases) {
      for (const text of inBangla(() => [...fareRuleSentences(rules), fareRuleSummary(rules)])) expect(text).not.toMatch(/[A-Za-z0-9]/);
    }
    expect(inBangla(() => PASSENGER_TYPES.map(passengerTypeLabel))).toEqual(['প্রাপ্তবয়স্ক', 'শিশু (২–১১ বছর)', 'কোলের শিশু (২ বছরের কম)']);
  });
});

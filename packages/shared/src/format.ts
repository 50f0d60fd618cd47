// How the product writes amounts, counts and places (SPEC §2, §9), in English and in Bangla. No zod here:
// pages outside the form chunks read these.
//
// Amounts use Bangladeshi digit grouping (lakh, crore: 1,10,995) in both languages; Bangla writes them
// with Bangla digits (৳১,১০,৯৯৫) and always with the taka sign, English keeps the unit each screen of
// SPEC.md quotes (৳, TK or BDT).

export type FormatLanguage = 'en' | 'bn';

const numberLocale: Record<FormatLanguage, string> = { en: 'en-IN', bn: 'bn-BD' };
const wholeNumbers = new Map<FormatLanguage, Intl.NumberFormat>();

let defaultLanguage: FormatLanguage = 'en';

/**
 * The language used when a call names none. Only the web page sets it (once, before its first render:
 * a page has one language); the server always passes the language of the request or booking.
 */
export function setFormatLanguage(language: FormatLanguage): void {
  defaultLanguage = language;
}

export function formatLanguage(): FormatLanguage {
  return defaultLanguage;
}

/** Digits in a language: '09:30' → '০৯:৩০' in Bangla. */
export function localDigits(text: string, language: FormatLanguage = defaultLanguage): string {
  return language === 'bn' ? text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit))) : text;
}

/**
 * A whole amount with Bangladeshi grouping, e.g. "1,10,995" (Bangla: "১,১০,৯৯৫"): the last three digits, then pairs.
 * Written out rather than with Intl.NumberFormat, whose first use loads ICU's number data (about 20 ms on a desktop
 * CPU) in the middle of the home page's first render; a test checks it against Intl.NumberFormat (en-IN, bn-BD),
 * which still formats what this does not cover (non-finite and very large values).
 */
export function formatAmount(value: number, language: FormatLanguage = defaultLanguage): string {
  // Rounded half away from zero, as Intl.NumberFormat rounds.
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole)) return intlAmount(value, language);
  const digits = String(whole);
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2) grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return localDigits(value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped, language);
}

function intlAmount(value: number, language: FormatLanguage): string {
  let format = wholeNumbers.get(language);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale[language], { maximumFractionDigits: 0 });
    wholeNumbers.set(language, format);
  }
  return format.format(value);
}

/** Whole taka with the taka sign, as the back office lists prices, e.g. "৳9,995" (SPEC §9). */
export function formatTaka(value: number, language: FormatLanguage = defaultLanguage): string {
  return `৳${formatAmount(value, language)}`;
}

/** Whole taka as the fare screens write it, e.g. "9,995 TK" (SPEC §2: prices in TK); Bangla "৳৯,৯৯৫". */
export function formatTk(value: number, language: FormatLanguage = defaultLanguage): string {
  return language === 'bn' ? formatTaka(value, language) : `${formatAmount(value, language)} TK`;
}

/** Whole taka as the confirmation e-mail writes it, e.g. "TK 9,995"; Bangla "৳৯,৯৯৫". */
export function formatMailTk(value: number, language: FormatLanguage = defaultLanguage): string {
  return language === 'bn' ? formatTaka(value, language) : `TK ${formatAmount(value, language)}`;
}

/** Popular-location fares are quoted in BDT (SPEC §9), e.g. "BDT 9,995"; Bangla "৳৯,৯৯৫". */
export function formatBdt(value: number, language: FormatLanguage = defaultLanguage): string {
  return language === 'bn' ? formatTaka(value, language) : `BDT ${formatAmount(value, language)}`;
}

/** SPEC §2: '1 Person' / 'N Persons'; Bangla '১ জন' / 'N জন'. */
export function formatPersons(count: number, language: FormatLanguage = defaultLanguage): string {
  if (language === 'bn') return `${formatAmount(count, language)} জন`;
  return count === 1 ? '1 Person' : `${count} Persons`;
}

/** SPEC §2: places in upper case, joined by arrows, e.g. "DHAKA → COX'S BAZAR" or "DHAKA → DUBAI → DHAKA". */
export function formatRoute(...places: string[]): string {
  return places.map((place) => place.toUpperCase()).join(' → ');
}

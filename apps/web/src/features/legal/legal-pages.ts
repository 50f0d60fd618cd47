/** The legal and help pages (issue 35), at /legal/<name>, linked from the footer's two Legal columns. */
export const LEGAL_PAGES = ['privacy', 'terms', 'conditions-of-carriage', 'baggage', 'refunds'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export interface LegalText {
  title: string;
  /** The date the text took effect (YYYY-MM-DD). */
  effective: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export type LegalTexts = Record<LegalPageName, LegalText>;

export const isLegalPage = (name: string | undefined): name is LegalPageName => (LEGAL_PAGES as readonly string[]).includes(name ?? '');

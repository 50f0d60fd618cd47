import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../lib/page-title';
import { formatFlightDate } from '../../../lib/format-flight';
import { currentLanguage } from '../../../i18n/language';
import { isLegalPage, LEGAL_PAGES, type LegalTexts } from '../legal-pages';
import { t } from '../../../i18n/i18n';

// Only the page's language is downloaded, with this page (not with every other page's catalog).
const load = (): Promise<LegalTexts> => (currentLanguage() === 'bn' ? import('../content-bn') : import('../content-en')).then((m) => m.default);

/**
 * /legal/:page (issue 35): privacy, terms of use, conditions of carriage, baggage, refunds and changes, in the page's
 * language, linked from the footer's Legal columns; each links to the others.
 */
export function LegalPage() {
  const { page } = useParams();
  const [texts, setTexts] = useState<LegalTexts | null>(null);
  useEffect(() => {
    void load().then(setTexts);
  }, []);
  const text = texts && isLegalPage(page) ? texts[page] : null;
  usePageTitle(text?.title ?? '');
  if (!isLegalPage(page)) {
    return (
      <div className="container py-5 text-center">
        <h1 className="display-6">{t('notFound.404SorryWrongRoute')}</h1>
      </div>
    );
  }
  if (!texts || !text) return <PageSpinner />;
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 860 }}>
      <h1 className="h2 mb-2">{text.title}</h1>
      <p className="small text-body-secondary">{t('legal.effective', { date: formatFlightDate(text.effective) })}</p>
      <p className="lead fs-6">{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.heading} className="mb-4">
          <h2 className="h5">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
      <nav aria-label={t('footer.legal')} className="border-top pt-3">
        <ul className="list-inline mb-0">
          {LEGAL_PAGES.filter((name) => name !== page).map((name) => (
            <li key={name} className="list-inline-item me-3">
              <Link to={`/legal/${name}`}>{texts[name].title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

import { currentLanguage, switchLanguage, type Language } from '../../i18n/language';

/**
 * The language switch: the other language's name, written in that language (বাংলা / English), with
 * lang set so screen readers say it right. It opens the same page in that language and remembers the choice.
 */
export function LanguageSwitch() {
  const other: Language = currentLanguage() === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className="btn btn-link nav-link"
      lang={other}
      onClick={() => switchLanguage(other)}
      data-testid="language-switch"
    >
      {other === 'bn' ? 'বাংলা' : 'English'}
    </button>
  );
}

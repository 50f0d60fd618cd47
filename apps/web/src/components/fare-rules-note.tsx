import type { FareRules } from '@tarmac/shared';
import { t } from '../i18n/i18n';
import { fareRuleSentences, fareRuleSummary } from '../lib/fare-text';

interface FareRulesNoteProps {
  rules: FareRules | undefined;
  className?: string;
  /** One short line that opens to the sentences (the results' package cells, side by side on a desktop). */
  compact?: boolean;
}

/**
 * A package's fare rules in short sentences (refund, change, no-show), as the results, the payment step, the
 * ticket and the cancellation quote show them. Nothing when the rules are not known (an old answer).
 */
export function FareRulesNote({ rules, className = 'small mb-2', compact = false }: FareRulesNoteProps) {
  if (!rules) return null;
  if (compact) {
    return (
      <details className={`fare-rules ${className}`} data-testid="fare-rules">
        <summary>{fareRuleSummary(rules)}</summary>
        <ul className="list-unstyled mb-0 mt-1" aria-label={t('common.fareRules')}>
          {fareRuleSentences(rules).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <ul className={`fare-rules list-unstyled ${className}`} aria-label={t('common.fareRules')} data-testid="fare-rules">
      {fareRuleSentences(rules).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

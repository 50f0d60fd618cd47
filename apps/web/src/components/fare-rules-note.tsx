import { describeFareRules, type FareRules } from '@tarmac/shared';

interface FareRulesNoteProps {
  rules: FareRules | undefined;
  className?: string;
}

/**
 * A package's fare rules in short sentences (refund, change, no-show), as the results, the payment step, the
 * ticket and the cancellation quote show them. Nothing when the rules are not known (an old answer).
 */
export function FareRulesNote({ rules, className = 'small mb-2' }: FareRulesNoteProps) {
  if (!rules) return null;
  return (
    <ul className={`fare-rules list-unstyled ${className}`} aria-label="Fare rules" data-testid="fare-rules">
      {describeFareRules(rules).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

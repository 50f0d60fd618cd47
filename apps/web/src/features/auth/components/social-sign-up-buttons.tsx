import { Button } from 'react-bootstrap';
import { t } from '../../../i18n/i18n';

/**
 * SPEC §2: social sign-up buttons are shown. Until Google sign-in (OpenID Connect) is configured they do nothing,
 * so they are disabled and say so (issue 35) rather than looking like buttons that work.
 */
export function SocialSignUpButtons() {
  return (
    <div className="d-grid gap-2">
      <Button type="button" variant="outline-danger" disabled aria-describedby="social-unavailable">
        {t('auth.signUpWithGoogle')}
      </Button>
      <Button type="button" variant="outline-primary" disabled aria-describedby="social-unavailable">
        {t('auth.signUpWithFacebook')}
      </Button>
      <p id="social-unavailable" className="small text-body-secondary text-center mb-0">
        {t('auth.socialUnavailable')}
      </p>
    </div>
  );
}

import { Button } from 'react-bootstrap';
import { t } from '../../../i18n/i18n';
import { GOOGLE_SIGN_IN_URL, useSignInProviders } from '../api/google-sign-in';

/**
 * SPEC §2: social sign-up buttons are shown. "Sign up with Google" works when the server has Google sign-in (OpenID
 * Connect) configured, and leads there; otherwise, and for Facebook (not offered), the button is disabled and says
 * so (issue 35) rather than looking like a button that works.
 */
export function SocialSignUpButtons() {
  const providers = useSignInProviders();
  const google = providers.data?.google === true;
  return (
    <div className="d-grid gap-2">
      {google ? (
        // A link, not a button: it leaves the app for the server, which sends the browser on to Google.
        <a href={GOOGLE_SIGN_IN_URL} className="btn btn-outline-danger">
          {t('auth.signUpWithGoogle')}
        </a>
      ) : (
        <Button type="button" variant="outline-danger" disabled aria-describedby="social-unavailable">
          {t('auth.signUpWithGoogle')}
        </Button>
      )}
      <Button type="button" variant="outline-primary" disabled aria-describedby="social-unavailable">
        {t('auth.signUpWithFacebook')}
      </Button>
      <p id="social-unavailable" className="small text-body-secondary text-center mb-0">
        {google ? t('auth.facebookUnavailable') : t('auth.socialUnavailable')}
      </p>
    </div>
  );
}

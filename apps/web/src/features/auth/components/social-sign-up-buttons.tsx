import { Button } from 'react-bootstrap';
import { t } from '../../../i18n/i18n';

/** SPEC §2: social sign-up buttons are shown but have no behaviour yet. */
export function SocialSignUpButtons() {
  return (
    <div className="d-grid gap-2">
      <Button type="button" variant="outline-danger">
        {t('auth.signUpWithGoogle')}
      </Button>
      <Button type="button" variant="outline-primary">
        {t('auth.signUpWithFacebook')}
      </Button>
    </div>
  );
}

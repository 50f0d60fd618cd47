import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Said } from '../../../components/said';
import { messages } from '@tarmac/shared';
import { AuthCard } from '../../../components/auth-card';
import { usePageTitle } from '../../../lib/page-title';
import { returnPath, type ReturnState } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import { LoginForm, type SignedIn } from '../components/login-form';
import { SocialSignUpButtons } from '../components/social-sign-up-buttons';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

export function LoginPage() {
  usePageTitle(t('auth.login'));
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const onSignedIn = ({ token, user }: SignedIn) => {
    // Nothing read for an earlier user may be shown to this one.
    queryClient.clear();
    signIn(token, user);
    if (user.email) toast.success(messages.loginSuccess);
    navigate(returnPath(location.state), { replace: true });
  };

  return (
    <AuthCard title={t('auth.login')}>
      {(location.state as ReturnState | null)?.from && (
        <Alert variant="info" className="py-2">
          <Said text={messages.notSignedIn} />
        </Alert>
      )}
      <LoginForm onSignedIn={onSignedIn} />
      <div className="d-flex justify-content-between flex-wrap gap-2 my-3 small">
        <Link to={paths.auth.changePasswordRequest.getHref()}>{t('auth.forgotPassword')}</Link>
        <Link to={paths.auth.register.getHref()} state={location.state}>{t('auth.createNew')}</Link>
      </div>
      <SocialSignUpButtons />
    </AuthCard>
  );
}

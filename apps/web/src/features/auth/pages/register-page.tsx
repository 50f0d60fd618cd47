import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { messages } from '@tarmac/shared';
import { AuthCard } from '../../../components/auth-card';
import { usePageTitle } from '../../../lib/page-title';
import { RegisterForm } from '../components/register-form';
import { paths } from '../../../app/paths';
import { returnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import { signIn as signInRequest } from '../api/sign-in';
import { t } from '../../../i18n/i18n';

export function RegisterPage() {
  usePageTitle(t('auth.register'));
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const queryClient = useQueryClient();

  // Issue 35: registering signs the new passenger in and goes on where they were going (else home), as Login does;
  // only if that sign-in fails (it should not) does the login form open.
  const onRegistered = async (account: { email: string; password: string }) => {
    toast.success(messages.registerSuccess);
    try {
      const answer = await signInRequest(account);
      if ('token' in answer) {
        queryClient.clear();
        signIn(answer.token, answer.user);
        void navigate(returnPath(location.state), { replace: true });
        return;
      }
    } catch {
      /* the login form below says what is wrong */
    }
    void navigate(paths.auth.login.getHref(), { state: location.state });
  };

  return (
    <AuthCard title={t('auth.register')}>
      <RegisterForm onRegistered={onRegistered} />
      <p className="text-center small mt-3 mb-0">
        {t('auth.alreadyHaveAnAccount')}{' '}<Link to={paths.auth.login.getHref()}>{t('auth.login')}</Link>
      </p>
    </AuthCard>
  );
}

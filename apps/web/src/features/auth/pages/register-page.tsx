import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { messages } from '@tarmac/shared';
import { AuthCard } from '../../../components/auth-card';
import { usePageTitle } from '../../../lib/page-title';
import { RegisterForm } from '../components/register-form';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

export function RegisterPage() {
  usePageTitle(t('auth.register'));
  const navigate = useNavigate();

  const onRegistered = () => {
    toast.success(messages.registerSuccess);
    navigate(paths.auth.login.getHref());
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

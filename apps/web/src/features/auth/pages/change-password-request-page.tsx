import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { AuthCard } from '../../../components/auth-card';
import { usePageTitle } from '../../../lib/page-title';
import type { MessageBody } from '@tarmac/shared';
import { ResetRequestForm } from '../components/reset-request-form';
import { rememberResetEmail } from '../reset-email';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

export function ChangePasswordRequestPage() {
  usePageTitle(t('auth.changePasswordRequest'));

  const onSent = ({ message }: MessageBody, email: string) => {
    // The set-password screen sends it back with the token (SPEC §4).
    rememberResetEmail(email);
    toast.success(message);
  };

  return (
    <AuthCard title={t('auth.changePasswordRequest')}>
      <p className="text-body-secondary small">{t('auth.resetRequestIntro')}</p>
      <ResetRequestForm onSent={onSent} />
      <p className="text-center small mt-3 mb-0">
        <Link to={paths.auth.login.getHref()}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}

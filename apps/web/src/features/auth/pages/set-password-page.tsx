import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Said } from '../../../components/said';
import { messages } from '@tarmac/shared';
import { AuthCard } from '../../../components/auth-card';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useUpdatePassword } from '../api/update-password';
import { SetPasswordForm } from '../components/set-password-form';
import { forgetResetEmail, rememberedResetEmail } from '../reset-email';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

/** SPEC §8: a 400 shows the server's words; any other failure a generic sentence. */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? error.message : messages.genericError;
}

export function SetPasswordPage() {
  usePageTitle(t('auth.setYourPassword'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const updatePassword = useUpdatePassword();
  const [failure, setFailure] = useState<string | null>(token ? null : messages.resetTokenInvalid);

  const onSave = (password: string) => {
    setFailure(null);
    updatePassword.mutate(
      { token, email: rememberedResetEmail(), password },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          forgetResetEmail();
          navigate(paths.auth.login.getHref());
        },
        onError: (error) => {
          const text = failureText(error);
          toast.error(text);
          setFailure(text);
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth.setYourPassword')}>
      {failure && (
        <div className="text-danger mb-3" role="alert">
          <p className="mb-1"><Said text={failure} /></p>
          <Link to={paths.auth.changePasswordRequest.getHref()} className="link-danger fw-semibold">
            {t('auth.tryAgain')}
          </Link>
        </div>
      )}
      {token && <SetPasswordForm pending={updatePassword.isPending} onSave={onSave} />}
    </AuthCard>
  );
}

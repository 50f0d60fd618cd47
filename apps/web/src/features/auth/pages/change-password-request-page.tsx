import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { AuthCard } from '../../../components/auth-card';
import { usePageTitle } from '../../../lib/page-title';
import type { MessageBody } from '@tarmac/shared';
import { ResetRequestForm } from '../components/reset-request-form';
import { rememberResetEmail } from '../reset-email';
import { paths } from '../../../app/paths';

export function ChangePasswordRequestPage() {
  usePageTitle('Change Password Request');

  const onSent = ({ message }: MessageBody, email: string) => {
    // The set-password screen sends it back with the token (SPEC §4).
    rememberResetEmail(email);
    toast.success(message);
  };

  return (
    <AuthCard title="Change Password Request">
      <p className="text-body-secondary small">Enter your account e-mail and we will send you a link to set a new password.</p>
      <ResetRequestForm onSent={onSent} />
      <p className="text-center small mt-3 mb-0">
        <Link to={paths.auth.login.getHref()}>Back to Login</Link>
      </p>
    </AuthCard>
  );
}

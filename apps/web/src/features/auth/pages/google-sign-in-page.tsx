import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Spinner } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@tarmac/shared';
import { AuthCard } from '../../../components/auth-card';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';
import { takeGoogleSession } from '../api/google-sign-in';

/** Why a Google sign-in did not complete, as the server's callback names it. */
const reasons = ['denied', 'expired', 'failed', 'unverified', 'secondFactor', 'unreachable'] as const;

/**
 * /login/google: where Google sign-in comes back. The server has already checked the provider's answer and left the
 * session for this browser; the page takes it (once), signs in as the login form does and goes home. With `?error=`
 * it says why the sign-in did not complete.
 */
export function GoogleSignInPage() {
  usePageTitle(t('auth.login'));
  const [search] = useSearchParams();
  const error = search.get('error');
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The session is taken once: the server clears it on the first call (and React may run an effect twice).
  const taken = useRef(false);

  useEffect(() => {
    if (error || taken.current) return;
    taken.current = true;
    takeGoogleSession().then(
      ({ token, user }) => {
        queryClient.clear();
        signIn(token, user);
        toast.success(messages.loginSuccess);
        navigate('/', { replace: true });
      },
      (err: unknown) => setFailure(errorMessage(err)),
    );
  }, [error, navigate, queryClient, signIn]);

  const said = error ? t(`auth.google.${reasons.find((r) => r === error) ?? 'failed'}`) : failure;
  return (
    <AuthCard title={t('auth.login')}>
      {said ? (
        <>
          <Alert variant="warning" role="alert">
            {said}
          </Alert>
          <Link to={paths.auth.login.getHref()}>{t('auth.backToLogin')}</Link>
        </>
      ) : (
        <div className="d-flex align-items-center gap-2" role="status">
          <Spinner size="sm" animation="border" />
          {t('auth.google.signingIn')}
        </div>
      )}
    </AuthCard>
  );
}

import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { messages } from '@tarmac/shared';
import { AuthCard } from '../../../components/auth-card';
import { usePageTitle } from '../../../lib/page-title';
import { RegisterForm } from '../components/register-form';
import { paths } from '../../../app/paths';

export function RegisterPage() {
  usePageTitle('Register');
  const navigate = useNavigate();

  const onRegistered = () => {
    toast.success(messages.registerSuccess);
    navigate(paths.auth.login.getHref());
  };

  return (
    <AuthCard title="Register">
      <RegisterForm onRegistered={onRegistered} />
      <p className="text-center small mt-3 mb-0">
        Already have an account? <Link to={paths.auth.login.getHref()}>Login</Link>
      </p>
    </AuthCard>
  );
}

import { Button } from 'react-bootstrap';

/** SPEC §2: social sign-up buttons are shown but have no behaviour yet. */
export function SocialSignUpButtons() {
  return (
    <div className="d-grid gap-2">
      <Button type="button" variant="outline-danger">
        Sign up with Google
      </Button>
      <Button type="button" variant="outline-primary">
        Sign up with Facebook
      </Button>
    </div>
  );
}

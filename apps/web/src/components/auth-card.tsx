import type { ReactNode } from 'react';
import { Card, Container } from 'react-bootstrap';

/** The narrow centred card the sign-in, sign-up and password screens share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-5">
      <Card className="auth-card mx-auto shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-4 text-center">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}

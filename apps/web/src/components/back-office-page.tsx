import type { ReactNode } from 'react';
import { Card, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';

interface BackOfficePageProps {
  title: string;
  /** A link at the top right, e.g. from a list to its entry form. */
  link?: { to: string; label: string };
  /** Forms sit in a narrow card; lists use the full width. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of an admin screen: a heading, an optional link, the content. */
export function BackOfficePage({ title, link, narrow = false, children }: BackOfficePageProps) {
  usePageTitle(title);
  const header = (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
      <h1 className="h3 mb-0">{title}</h1>
      {link && (
        <Link to={link.to} className="btn btn-outline-primary btn-sm">
          {link.label}
        </Link>
      )}
    </div>
  );
  if (!narrow)
    return (
      <Container className="py-5">
        {header}
        {children}
      </Container>
    );
  return (
    <Container className="py-5">
      <Card className="profile-card mx-auto shadow-sm">
        <Card.Body className="p-4">
          {header}
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}

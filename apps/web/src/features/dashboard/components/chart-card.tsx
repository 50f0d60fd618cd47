import { useState, type ReactNode } from 'react';
import { Button, Card } from 'react-bootstrap';
import { errorMessage } from '../../../lib/api-client';

/** A titled chart with its CSV download. */
export function ChartCard({ title, onDownload, children }: { title: string; onDownload: () => Promise<void>; children: ReactNode }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Card className="h-100" as="section" aria-label={title}>
      <Card.Header className="d-flex justify-content-between align-items-center gap-2">
        <h2 className="h6 mb-0">{title}</h2>
        <Button
          size="sm"
          // Dark, not secondary: secondary grey on the card header's tint is 4.41:1, under WCAG's 4.5:1 (issue 35).
          variant="outline-dark"
          aria-label={`Download ${title} as CSV`}
          onClick={() => {
            setFailure(null);
            onDownload().catch((error: unknown) => setFailure(errorMessage(error)));
          }}
        >
          CSV
        </Button>
      </Card.Header>
      <Card.Body>
        {children}
        {failure && <p className="text-danger small mb-0">{failure}</p>}
      </Card.Body>
    </Card>
  );
}

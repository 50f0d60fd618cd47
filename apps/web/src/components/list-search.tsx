import { Form } from 'react-bootstrap';

/** The search box of a server-paged list. */
export function ListSearch({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <Form.Group controlId={id} className="mb-3" style={{ maxWidth: '28rem' }}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </Form.Group>
  );
}

import { Form } from 'react-bootstrap';

/** A place picked from a list of places by name (a route's end in the back office's editors and filters). */
export function PlaceSelect({
  id,
  label,
  value,
  onChange,
  places,
  empty = 'Choose…',
  small = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (id: string) => void;
  places: readonly { _id: string; flightLocationName: string }[];
  /** What the empty choice says. */
  empty?: string;
  small?: boolean;
}) {
  return (
    <>
      <Form.Label htmlFor={id} className={small ? 'small mb-1' : undefined}>
        {label}
      </Form.Label>
      <Form.Select id={id} size={small ? 'sm' : undefined} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{empty}</option>
        {places.map((p) => (
          <option key={p._id} value={p._id}>
            {p.flightLocationName}
          </option>
        ))}
      </Form.Select>
    </>
  );
}

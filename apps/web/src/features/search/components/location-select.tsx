import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { controlProps } from '../../../components/form-field';
import type { LocationOption } from '../use-location-options';

interface LocationSelectProps {
  id: string;
  label: ReactNode;
  options: LocationOption[] | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/** A From or To select: 'Loading...' while the lists load, 'No options' when there are none (SPEC §8). */
export function LocationSelect({ id, label, options, value, onChange, onBlur, error }: LocationSelectProps) {
  const first = options === undefined ? 'Loading...' : options.length === 0 ? 'No options' : 'Select a place';
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        {...controlProps(id, error)}
      >
        <option value="">{first}</option>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

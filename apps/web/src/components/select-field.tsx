import type { ComponentPropsWithRef } from 'react';
import { Form } from 'react-bootstrap';
import { controlProps, FormField } from './form-field';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'size'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  groupClassName?: string;
};

/** A labelled select with hint and error; the options are its children. */
export function SelectField({ id, label, error, hint, groupClassName, children, ...select }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={groupClassName}>
      <Form.Select {...select} {...controlProps(id, error, hint)}>
        {children}
      </Form.Select>
    </FormField>
  );
}

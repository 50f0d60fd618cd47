import FormContext from 'react-bootstrap/FormContext';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export { controlProps } from './field-frame';

/**
 * A labelled field with its hint and error, for a react-bootstrap control inside (Form.Control, Form.Select …),
 * which takes `id` as its own from the field; controls spread `{...controlProps(id, error, hint)}` to link the
 * messages to themselves. TextField and SelectField draw plain controls in a FieldFrame instead.
 */
export function FormField({ id, children, ...frame }: FieldFrameProps) {
  return (
    <FormContext.Provider value={{ controlId: id }}>
      <FieldFrame id={id} {...frame}>
        {children}
      </FieldFrame>
    </FormContext.Provider>
  );
}

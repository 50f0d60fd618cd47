import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { readFileAsDataUrl } from '../lib/read-file';
import { controlProps, FormField } from './form-field';

interface ImageInputProps {
  id: string;
  label: string;
  /** A data URL of a newly chosen image, the URL of the current one, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Offers a button that sets the value to ''. */
  removable?: boolean;
}

/** A file input that turns the chosen image into a data URL (SPEC §9) and previews it. */
export function ImageInput({ id, label, value, onChange, onBlur, error, removable = false }: ImageInputProps) {
  const [readError, setReadError] = useState<string | null>(null);
  const shownError = readError ?? error;
  const fileInput = useRef<HTMLInputElement>(null);
  const picked = useRef<string | null>(null);

  // When the value changes from outside (form reset, image removed), the chosen file name is stale.
  useEffect(() => {
    if (value !== picked.current && fileInput.current) fileInput.current.value = '';
  }, [value]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setReadError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setReadError('Please choose an image file.');
      input.value = '';
      return;
    }
    try {
      const dataUrl = await readFileAsDataUrl(file);
      picked.current = dataUrl;
      onChange(dataUrl);
    } catch {
      setReadError('The image could not be read. Please choose another file.');
      input.value = '';
    }
  };

  return (
    <FormField id={id} label={label} error={shownError}>
      {value && (
        <div className="mb-2">
          <img src={value} alt={`${label} preview`} className="image-preview border" />
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <Form.Control
          ref={fileInput}
          type="file"
          accept="image/*"
          className="image-input-file"
          onChange={(event: ChangeEvent<HTMLInputElement>) => void onFile(event)}
          onBlur={onBlur}
          {...controlProps(id, shownError)}
        />
        {removable && value && (
          <Button type="button" variant="outline-secondary" onClick={() => onChange('')}>
            Remove image
          </Button>
        )}
      </div>
    </FormField>
  );
}

type ImageFieldProps<T extends FieldValues> = Pick<ImageInputProps, 'id' | 'label' | 'removable'> & {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
};

/** An image field of a react-hook-form form: the picker bound to one data-URL field, with its error. */
export function ImageField<T extends FieldValues>({ control, name, ...input }: ImageFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageInput {...input} value={field.value as string} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
      )}
    />
  );
}

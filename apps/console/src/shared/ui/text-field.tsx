import { type InputHTMLAttributes, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field (what to type), read with it by screen readers. */
  hint?: string;
}

/** A labelled text input. */
export function TextField({ label, value, onChange, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={['nc-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="nc-field-label">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="nc-input"
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <span id={hintId} className="nc-field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

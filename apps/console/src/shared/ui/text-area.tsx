import { type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the field (what to write), read with it by screen readers. */
  hint?: string;
}

/** A labelled multi-line text field, as TextField is for one line. */
export function TextArea({ label, value, onChange, hint, className, rows = 2, ...rest }: TextAreaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={['nc-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="nc-field-label">
        {label}
      </label>
      <textarea
        {...rest}
        id={id}
        rows={rows}
        className="nc-textarea"
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

import { useId } from 'react';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Hides the label visually (it stays the select's accessible name). */
  hideLabel?: boolean;
}

/** A labelled native select: the platform's own picker on phones and tablets, keyboard-friendly everywhere. */
export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  hideLabel,
}: SelectProps<T>) {
  const id = useId();
  return (
    <div className="nc-field">
      <label htmlFor={id} className={hideLabel ? 'nc-visually-hidden' : 'nc-field-label'}>
        {label}
      </label>
      <select
        id={id}
        className="nc-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

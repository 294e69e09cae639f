import type { InputHTMLAttributes } from 'react';
import './switch.css';

export type SwitchProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'className' | 'checked' | 'onChange'
> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off switch: a native checkbox with the switch role, drawn as a switch (settings, checkout). */
export function Switch({ checked, onChange, ...input }: SwitchProps) {
  return (
    <input
      {...input}
      type="checkbox"
      role="switch"
      className="nb-switch"
      checked={checked}
      aria-checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

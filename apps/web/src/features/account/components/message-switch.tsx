import { useId } from 'react';
import { Switch } from '../../../shared/ui/switch';

export interface MessageSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * One settings row with a switch: a native checkbox with the switch role (keyboard, screen readers
 * and `disabled` for free; antd-mobile's Switch is a div that takes no keyboard focus). Its name is
 * the label alone; the hint is its description.
 */
export function MessageSwitch({ label, hint, checked, disabled = false, onChange }: MessageSwitchProps) {
  const id = useId();
  return (
    <div className={disabled ? 'nb-setting nb-setting-disabled' : 'nb-setting'}>
      <label className="nb-setting-text" htmlFor={`${id}-switch`}>
        <span id={`${id}-label`} className="nb-setting-label">
          {label}
        </span>
        <span id={`${id}-hint`} className="nb-setting-hint">
          {hint}
        </span>
      </label>
      <Switch
        id={`${id}-switch`}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}

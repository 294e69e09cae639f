interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A line under the label saying what the switch does. */
  description?: string;
  /** A fuller name for screen readers that starts from or holds `label` ("Specification 1: Required"). */
  ariaLabel?: string;
}

/** An on/off switch: a button with role "switch", named by its visible label. */
export function Switch({ label, checked, onChange, disabled, description, ariaLabel }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={ariaLabel}
      className="nc-switch"
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="nc-switch-track" aria-hidden="true">
        <span className="nc-switch-thumb" />
      </span>
      <span className="nc-switch-text">
        <span className="nc-switch-label">{label}</span>
        {description ? <span className="nc-switch-description">{description}</span> : null}
      </span>
    </button>
  );
}

import type { ReactNode } from 'react';

export interface ChoiceRowProps {
  label: string;
  /** What is chosen, or a prompt to choose. */
  value: ReactNode;
  /** Shown under the value (an address line, a contact). */
  detail?: ReactNode;
  onClick: () => void;
  /** The value is a prompt (nothing chosen yet). */
  empty?: boolean;
  disabled?: boolean;
}

/** One line of the checkout that opens a chooser: label, current choice and a chevron. */
export function ChoiceRow({
  label,
  value,
  detail,
  onClick,
  empty = false,
  disabled = false,
}: ChoiceRowProps) {
  return (
    <button type="button" className="nb-choice-row" onClick={onClick} disabled={disabled}>
      <span className="nb-choice-row-label">{label}</span>
      <span className="nb-choice-row-value">
        <span className={empty ? 'nb-choice-row-main nb-choice-row-empty' : 'nb-choice-row-main'}>
          {value}
        </span>
        {detail ? <span className="nb-choice-row-detail">{detail}</span> : null}
      </span>
      <svg className="nb-choice-row-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
      </svg>
    </button>
  );
}

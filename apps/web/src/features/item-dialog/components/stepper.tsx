export interface StepperProps {
  count: number;
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** − count + ; the count is announced when it changes. */
export function Stepper({ count, decreaseLabel, increaseLabel, onDecrease, onIncrease }: StepperProps) {
  return (
    <span className="nb-stepper">
      {count > 0 ? (
        <>
          <button type="button" className="nb-stepper-button" aria-label={decreaseLabel} onClick={onDecrease}>
            −
          </button>
          <output className="nb-stepper-count" aria-live="polite">
            {count}
          </output>
        </>
      ) : null}
      <button
        type="button"
        className="nb-stepper-button nb-stepper-plus"
        aria-label={increaseLabel}
        onClick={onIncrease}
      >
        +
      </button>
    </span>
  );
}

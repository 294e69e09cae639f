import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/text-field';
import { boardTexts } from '../texts';

interface MinutesDialogProps {
  title: string;
  question: string;
  choices: readonly number[];
  min: number;
  max: number;
  initial: number;
  /** The submit button's text for the chosen minutes. */
  submitLabel: (minutes: number) => string;
  onSubmit: (minutes: number) => void;
  onClose: () => void;
  busy: boolean;
  /** The server's refusal, translated. */
  error: string | null;
}

/** Picks a number of minutes: the usual choices as buttons, or any whole number in range. */
export function MinutesDialog(props: MinutesDialogProps) {
  const t = useTexts(boardTexts);
  const common = useTexts(commonTexts);
  const [chosen, setChosen] = useState(props.initial);
  const [custom, setCustom] = useState('');
  const customMinutes = custom === '' ? null : Number(custom);
  const minutes = customMinutes ?? chosen;
  const valid = Number.isInteger(minutes) && minutes >= props.min && minutes <= props.max;
  return (
    <Dialog
      open
      title={props.title}
      closeLabel={common.close}
      onClose={props.onClose}
      footer={
        <>
          <Button onClick={props.onClose}>{common.cancel}</Button>
          <Button
            variant="primary"
            busy={props.busy}
            disabled={!valid}
            onClick={() => props.onSubmit(minutes)}
          >
            {props.submitLabel(valid ? minutes : chosen)}
          </Button>
        </>
      }
    >
      <fieldset className="nc-fieldset">
        <legend>{props.question}</legend>
        <div className="nc-chips">
          {props.choices.map((choice) => (
            <button
              key={choice}
              type="button"
              className="nc-chip"
              aria-pressed={customMinutes === null && chosen === choice}
              onClick={() => {
                setChosen(choice);
                setCustom('');
              }}
            >
              {fill(t.minutesChoice, { minutes: choice })}
            </button>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t.customMinutes}
        inputMode="numeric"
        value={custom}
        onChange={(value) => setCustom(value.replace(/[^0-9]/g, '').slice(0, 3))}
        hint={`${props.min}–${props.max}`}
      />
      {props.error ? (
        <p className="nc-alert" role="alert">
          {props.error}
        </p>
      ) : null}
    </Dialog>
  );
}

import {
  PICKUP_POINT_PREPARE_MINUTES_MAX,
  PICKUP_POINT_PREPARE_MINUTES_MIN,
} from '@nearbite/domain/pickup-point-admin';
import { useTexts } from '../../../shared/i18n/texts';
import { TextField } from '../../../shared/ui/text-field';
import { platformTexts } from '../texts';

/** A pickup point's preparation time in whole minutes, within the domain's range. */
export function PrepareMinutesField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTexts(platformTexts);
  return (
    <TextField
      label={t.prepareMinutes}
      hint={t.prepareHint}
      type="number"
      inputMode="numeric"
      min={PICKUP_POINT_PREPARE_MINUTES_MIN}
      max={PICKUP_POINT_PREPARE_MINUTES_MAX}
      step={1}
      value={value}
      onChange={onChange}
      required
    />
  );
}

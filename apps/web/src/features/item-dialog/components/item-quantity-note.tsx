import { ITEM_NOTE_MAX_LENGTH } from '@nearbite/domain/ordering-limits';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { noteText } from '../lib/item-choices';
import { Stepper } from './stepper';

/** The quantity of the line, with its stepper. */
export function ItemQuantity({
  quantity,
  onChange,
}: {
  quantity: number;
  onChange: (delta: 1 | -1) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="nb-item-group nb-item-quantity">
      <span className="nb-item-group-title" id={`${id}-quantity`}>
        {t('item.quantity')}
      </span>
      <Stepper
        count={quantity}
        decreaseLabel={t('item.decreaseQuantity')}
        increaseLabel={t('item.increaseQuantity')}
        onDecrease={() => onChange(-1)}
        onIncrease={() => onChange(1)}
      />
    </div>
  );
}

/** The note for the kitchen, cut to its maximum length, with its count. */
export function ItemNote({ note, onChange }: { note: string; onChange: (note: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="nb-item-group">
      <label className="nb-item-group-title" htmlFor={id}>
        {t('item.note')}
      </label>
      <textarea
        id={id}
        className="nb-item-note"
        rows={2}
        maxLength={ITEM_NOTE_MAX_LENGTH}
        placeholder={t('item.notePlaceholder')}
        value={note}
        onChange={(event) => onChange(noteText(event.target.value))}
      />
      <span className="nb-item-note-count" aria-hidden="true">
        {t('item.noteCount', { count: [...note].length, max: ITEM_NOTE_MAX_LENGTH })}
      </span>
    </div>
  );
}

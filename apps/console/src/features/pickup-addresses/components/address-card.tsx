import { fill, useTexts } from '../../../shared/i18n/texts';
import { AddressFinder } from '../../../shared/ui/address-finder';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { WeekHoursField } from '../../../shared/ui/week-hours-field';
import type { AddressDraft } from '../lib/address-drafts';
import { pickupAddressTexts } from '../texts';

/** One pickup address: its names, where it is, whether ASAP is offered, and its weekly hours. */
export function AddressCard(props: {
  draft: AddressDraft;
  number: number;
  canManage: boolean;
  onChange: (draft: AddressDraft) => void;
  onRemove: () => void;
}) {
  const t = useTexts(pickupAddressTexts);
  const { draft } = props;
  const change = (patch: Partial<AddressDraft>) => props.onChange({ ...draft, ...patch });
  const title = draft.nameEn.trim() || fill(t.untitled, { number: props.number });
  return (
    <fieldset className="nc-pickup-address" disabled={!props.canManage}>
      <legend className="nc-pickup-address-title">{title}</legend>
      <div className="nc-form-row">
        <TextField
          label={t.nameEn}
          value={draft.nameEn}
          onChange={(nameEn) => change({ nameEn })}
          maxLength={60}
        />
        <TextField
          label={t.nameZh}
          value={draft.nameZh}
          onChange={(nameZh) => change({ nameZh })}
          maxLength={60}
        />
      </div>
      {props.canManage ? (
        <AddressFinder place={draft.place} onFound={(place) => change({ place })} />
      ) : (
        <p>{draft.place?.address}</p>
      )}
      <label className="nc-inline-field">
        <input
          type="checkbox"
          checked={draft.asap}
          onChange={(event) => change({ asap: event.target.checked })}
        />
        {t.asap}
      </label>
      <h3 className="nc-pickup-address-hours">{t.hours}</h3>
      <WeekHoursField
        rows={draft.rows}
        onChange={(rows) => change({ rows })}
        disabled={!props.canManage}
        label={title}
      />
      {props.canManage ? (
        <Button size="small" variant="ghost" onClick={props.onRemove} aria-label={`${t.remove}: ${title}`}>
          {t.remove}
        </Button>
      ) : null}
    </fieldset>
  );
}

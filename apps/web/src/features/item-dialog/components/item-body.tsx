import { clientError } from '@nearbite/api-client/api-client';
import type { CommodityDto } from '@nearbite/contract/menu';
import { dollars } from '@nearbite/domain/money-text';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cartQuantityOf } from '../../../shared/lib/cart-line';
import { showError, showNotice } from '../../../shared/lib/notify';
import {
  addProblem,
  type ChoiceChange,
  canJoinNow,
  changeAddOn,
  changeQuantity,
  chooseAttr,
  type ItemChoices,
  initialChoices,
  toCartLine,
  toggleSpec,
  unitPrice,
} from '../lib/item-choices';
import { addProblemNotice, choiceChangeNotice, type ItemNotice } from '../lib/item-notices';
import type { ItemDialogProps } from './item-dialog';
import { ItemHead } from './item-head';
import { AddOnGroups, AttributeGroups, SpecificationGroups } from './item-option-groups';
import { ItemNote, ItemQuantity } from './item-quantity-note';

export interface ItemBodyProps extends ItemDialogProps {
  item: CommodityDto;
  titleId: string;
}

/** The loaded item: its head, choices, quantity and note, and the add (or update) button with the line's price. */
export function ItemBody({
  item,
  titleId,
  editing,
  orderType,
  cartLines,
  timeZone,
  onSubmit,
  onClose,
}: ItemBodyProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ItemChoices>(() => initialChoices(item, editing));
  const [busy, setBusy] = useState(false);
  const cartQuantity = cartQuantityOf(cartLines, item.id, editing?.wantIndex ?? null);
  const canJoin = canJoinNow(item, timeZone, Date.now());
  const unit = unitPrice(item, choices, orderType);

  const tell = (notice: ItemNotice) => {
    if (notice.kind === 'error') void showError(clientError(notice.code));
    else void showNotice(t(notice.key, notice.values));
  };

  const apply = (change: ChoiceChange) => {
    if (change.kind === 'ok') setChoices(change.choices);
    const notice = choiceChangeNotice(change);
    if (notice) tell(notice);
  };

  const submit = async () => {
    if (!canJoin || busy) return;
    const problem = addProblem(item, choices, cartQuantity);
    if (problem) {
      tell(addProblemNotice(item, problem));
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(toCartLine(item, choices), editing)) onClose();
    } finally {
      setBusy(false);
    }
  };

  const reason = item.soldOut
    ? t('item.soldOut')
    : t('item.notServing', { menu: item.timedMenuId.name || t('store.timedMenus') });

  return (
    <>
      <div className="nb-item-scroll">
        <ItemHead item={item} titleId={titleId} orderType={orderType} />
        <SpecificationGroups
          item={item}
          choices={choices}
          onToggle={(spec, value) => apply(toggleSpec(item, choices, spec, value))}
        />
        <AttributeGroups
          item={item}
          choices={choices}
          onChoose={(attr, value) => setChoices(chooseAttr(choices, attr, value))}
        />
        <AddOnGroups
          item={item}
          choices={choices}
          onChange={(group, value, delta) => apply(changeAddOn(item, choices, group, value, delta))}
        />
        <ItemQuantity
          quantity={choices.quantity}
          onChange={(delta) => apply(changeQuantity(item, choices, delta, cartQuantity))}
        />
        <ItemNote note={choices.note} onChange={(note) => setChoices({ ...choices, note })} />
      </div>
      <div className="nb-item-footer">
        <button
          type="button"
          className="nb-item-submit"
          disabled={!canJoin || busy}
          onClick={() => void submit()}
        >
          {canJoin
            ? t(editing ? 'item.update' : 'item.add', { price: dollars(unit * choices.quantity) })
            : reason}
        </button>
      </div>
    </>
  );
}

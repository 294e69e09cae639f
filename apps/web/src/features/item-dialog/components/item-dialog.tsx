import '../../../shared/ui/antd-setup';
import type { CommodityDto } from '@nearbite/contract/store';
import { dollars } from '@nearbite/domain/money-text';
import type { OrderType } from '@nearbite/domain/order-type';
import { ITEM_NOTE_MAX_LENGTH } from '@nearbite/domain/ordering-limits';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientError } from '../../../shared/lib/api-client';
import { type CartLine, cartQuantityOf } from '../../../shared/lib/cart-line';
import { showError, showNotice } from '../../../shared/lib/notify';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { useCommodity } from '../api';
import {
  addProblem,
  type ChoiceChange,
  canJoinNow,
  changeAddOn,
  changeQuantity,
  chooseAttr,
  type ItemChoices,
  initialChoices,
  noteText,
  selectionCapOf,
  toCartLine,
  toggleSpec,
  unitPrice,
} from '../lib/item-choices';
import './item-dialog.css';

export interface ItemDialogProps {
  visible: boolean;
  /** The item to show; null while none was opened. */
  commodityId: string | null;
  /** The cart line being edited (its choices are preloaded), or null to add a new line. */
  editing: CartLine | null;
  orderType: OrderType;
  /** The business's cart, for the maximum purchase and stock counted with the cart. */
  cartLines: readonly CartLine[];
  /** The store's time zone, in which the item's timed menu is judged. */
  timeZone: string;
  onClose: () => void;
  /** Adds the line (or replaces `editing`); resolves false when the diner declined (the dialog stays open). */
  onSubmit: (line: Omit<CartLine, 'wantIndex'>, editing: CartLine | null) => Promise<boolean>;
}

/** The item dialog (section 5): pictures, choices, quantity, note, and add or update. */
export default function ItemDialog(props: ItemDialogProps) {
  const { t } = useTranslation();
  const { visible, commodityId, onClose } = props;
  const item = useCommodity(commodityId);
  const ids = useId();
  const titleId = `${ids}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => sectionRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-item-sheet"
      destroyOnClose
    >
      <section
        ref={sectionRef}
        className="nb-item-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="nb-item-close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="nb-visually-hidden">{t('item.close')}</span>
        </button>
        {item.data ? (
          <ItemBody
            key={`${item.data.id}-${props.editing?.wantIndex ?? 'new'}`}
            {...props}
            item={item.data}
            titleId={titleId}
          />
        ) : item.isError ? (
          <div className="nb-item-status" role="alert">
            <h2 id={titleId} className="nb-item-name">
              {t('item.dialog')}
            </h2>
            <p>{t('item.loadFailed')}</p>
            <button type="button" className="nb-item-retry" onClick={() => void item.refetch()}>
              {t('item.retry')}
            </button>
          </div>
        ) : (
          <div className="nb-item-status" role="status">
            <h2 id={titleId} className="nb-visually-hidden">
              {t('item.dialog')}
            </h2>
            <span className="nb-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{t('common.loading')}</span>
          </div>
        )}
      </section>
    </Popup>
  );
}

interface ItemBodyProps extends ItemDialogProps {
  item: CommodityDto;
  titleId: string;
}

function ItemBody({
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
  const noteId = useId();
  const cartQuantity = cartQuantityOf(cartLines, item.id, editing?.wantIndex ?? null);
  const canJoin = canJoinNow(item, timeZone, Date.now());
  const unit = unitPrice(item, choices, orderType);
  const pickup = orderType === 'pickup';
  const origin = pickup && item.originTakeawayPrice !== null ? item.originTakeawayPrice : item.originPrice;
  const basePrice = pickup && item.takeawayPrice !== null ? item.takeawayPrice : item.price;

  const apply = (change: ChoiceChange) => {
    if (change.kind === 'ok') setChoices(change.choices);
    else if (change.kind === 'error') void showError(clientError(change.code));
    else if (change.kind === 'atLeastOne') void showNotice(t('item.atLeastOne'));
    else void showNotice(t('item.selectUpTo', { count: change.max }));
  };

  const submit = async () => {
    if (!canJoin || busy) return;
    const problem = addProblem(item, choices, cartQuantity);
    if (problem) {
      if (problem.kind === 'error') void showError(clientError(problem.code));
      else if (problem.kind === 'addOnMinimum')
        void showNotice(t('item.minimumAddOn', { count: problem.minimum }));
      else {
        const name =
          problem.kind === 'specificationRequired'
            ? item.specifications[problem.specificationIndex]?.name
            : item.attributes[problem.attributeIndex]?.name;
        void showNotice(t('item.pleaseChoose', { name: name ?? '' }));
      }
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
        {item.images.length > 0 ? (
          <ul className="nb-item-images" aria-label={t('item.images', { name: item.name })}>
            {item.images.map((image, index) => (
              <li key={image}>
                <img
                  src={image}
                  alt={index === 0 ? item.name : ''}
                  width={375}
                  height={250}
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="nb-item-head">
          <h2 id={titleId} className="nb-item-name">
            {item.name}
          </h2>
          {item.description ? <p className="nb-item-description">{item.description}</p> : null}
          <p className="nb-item-price">
            <span>{dollars(basePrice)}</span>
            {origin !== null && origin > basePrice ? (
              <del className="nb-item-origin">
                <span className="nb-visually-hidden">{t('item.originalPrice')}</span>
                {dollars(origin)}
              </del>
            ) : null}
          </p>
        </div>

        {item.specifications.map((spec, specIndex) => {
          const selected = choices.specs[specIndex] ?? [];
          const cap = selectionCapOf(spec);
          return (
            <fieldset key={spec.id} className="nb-item-group">
              <legend className="nb-item-group-title">
                <span>{spec.name}</span>
                <span className="nb-item-group-hint">
                  {spec.required ? t('item.required') : t('item.optional')}
                  {spec.singularity
                    ? ` · ${t('item.chooseOne')}`
                    : ` · ${t('item.selectUpTo', { count: cap })}`}
                </span>
              </legend>
              <div className="nb-item-options">
                {spec.values.map((value, valueIndex) => (
                  <button
                    key={value.id}
                    type="button"
                    className="nb-item-option"
                    aria-pressed={selected.includes(valueIndex)}
                    onClick={() => apply(toggleSpec(item, choices, specIndex, valueIndex))}
                  >
                    {value.name}
                  </button>
                ))}
              </div>
            </fieldset>
          );
        })}

        {item.attributes.map((attribute, attrIndex) => (
          <fieldset key={attribute.id} className="nb-item-group">
            <legend className="nb-item-group-title">
              <span>{attribute.name}</span>
              <span className="nb-item-group-hint">
                {t('item.required')} · {t('item.chooseOne')}
              </span>
            </legend>
            <div className="nb-item-options">
              {attribute.values.map((value, valueIndex) => {
                const soldOut = value.stockNumber !== null && value.stockNumber <= 0;
                return (
                  <button
                    key={value.id}
                    type="button"
                    className="nb-item-option"
                    aria-pressed={choices.attrs[attrIndex] === valueIndex}
                    disabled={soldOut}
                    onClick={() => setChoices(chooseAttr(choices, attrIndex, valueIndex))}
                  >
                    {value.name}
                    {value.price > 0 ? ` +${dollars(value.price)}` : ''}
                    {soldOut ? ` · ${t('item.soldOut')}` : ''}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}

        {item.addOns.map((group, groupIndex) => (
          <fieldset key={group.id} className="nb-item-group">
            <legend className="nb-item-group-title">
              <span>{group.name}</span>
              <span className="nb-item-group-hint">
                {group.minBuyNumber > 0
                  ? t('item.minimumAddOn', { count: group.minBuyNumber })
                  : t('item.optional')}
                {group.maxBuyNumber ? ` · ${t('item.maximumAddOn', { count: group.maxBuyNumber })}` : ''}
              </span>
            </legend>
            <ul className="nb-item-addons">
              {group.values.map((value, valueIndex) => {
                const count = choices.addOns[groupIndex]?.[valueIndex] ?? 0;
                return (
                  <li key={value.id} className="nb-item-addon">
                    <span className="nb-item-addon-name">{value.name}</span>
                    <span className="nb-item-addon-price">
                      {t('item.addOnPrice', { price: dollars(value.price) })}
                    </span>
                    <Stepper
                      count={count}
                      decreaseLabel={t('item.decrease', { name: value.name })}
                      increaseLabel={t('item.increase', { name: value.name })}
                      onDecrease={() => apply(changeAddOn(item, choices, groupIndex, valueIndex, -1))}
                      onIncrease={() => apply(changeAddOn(item, choices, groupIndex, valueIndex, 1))}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}

        <div className="nb-item-group nb-item-quantity">
          <span className="nb-item-group-title" id={`${noteId}-quantity`}>
            {t('item.quantity')}
          </span>
          <Stepper
            count={choices.quantity}
            decreaseLabel={t('item.decreaseQuantity')}
            increaseLabel={t('item.increaseQuantity')}
            onDecrease={() => apply(changeQuantity(item, choices, -1, cartQuantity))}
            onIncrease={() => apply(changeQuantity(item, choices, 1, cartQuantity))}
          />
        </div>

        <div className="nb-item-group">
          <label className="nb-item-group-title" htmlFor={noteId}>
            {t('item.note')}
          </label>
          <textarea
            id={noteId}
            className="nb-item-note"
            rows={2}
            maxLength={ITEM_NOTE_MAX_LENGTH}
            placeholder={t('item.notePlaceholder')}
            value={choices.note}
            onChange={(event) => setChoices({ ...choices, note: noteText(event.target.value) })}
          />
          <span className="nb-item-note-count" aria-hidden="true">
            {t('item.noteCount', { count: [...choices.note].length, max: ITEM_NOTE_MAX_LENGTH })}
          </span>
        </div>
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

interface StepperProps {
  count: number;
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** − count + ; the count is announced when it changes. */
function Stepper({ count, decreaseLabel, increaseLabel, onDecrease, onIncrease }: StepperProps) {
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

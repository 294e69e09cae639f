import type { CommodityDto } from '@nearbite/contract/menu';
import { dollars } from '@nearbite/domain/money-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { type ItemChoices, selectionCapOf } from '../lib/item-choices';
import { Stepper } from './stepper';

interface GroupsProps {
  item: CommodityDto;
  choices: ItemChoices;
}

/** The specifications (sweetness, ice…): one value or up to N, required or optional. */
export function SpecificationGroups({
  item,
  choices,
  onToggle,
}: GroupsProps & { onToggle: (specIndex: number, valueIndex: number) => void }) {
  const { t } = useTranslation();
  return item.specifications.map((spec, specIndex) => {
    const selected = choices.specs[specIndex] ?? [];
    const cap = selectionCapOf(spec);
    return (
      <fieldset key={spec.id} className="nb-item-group">
        <legend className="nb-item-group-title">
          <span>{spec.name}</span>
          <span className="nb-item-group-hint">
            {spec.required ? t('item.required') : t('item.optional')}
            {spec.singularity ? ` · ${t('item.chooseOne')}` : ` · ${t('item.selectUpTo', { count: cap })}`}
          </span>
        </legend>
        <div className="nb-item-options">
          {spec.values.map((value, valueIndex) => (
            <button
              key={value.id}
              type="button"
              className="nb-item-option"
              aria-pressed={selected.includes(valueIndex)}
              onClick={() => onToggle(specIndex, valueIndex)}
            >
              {value.name}
            </button>
          ))}
        </div>
      </fieldset>
    );
  });
}

/** The attributes (size…): one priced value each, sold-out values disabled. */
export function AttributeGroups({
  item,
  choices,
  onChoose,
}: GroupsProps & { onChoose: (attrIndex: number, valueIndex: number) => void }) {
  const { t } = useTranslation();
  return item.attributes.map((attribute, attrIndex) => (
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
              onClick={() => onChoose(attrIndex, valueIndex)}
            >
              {value.name}
              {value.price > 0 ? ` +${dollars(value.price)}` : ''}
              {soldOut ? ` · ${t('item.soldOut')}` : ''}
            </button>
          );
        })}
      </div>
    </fieldset>
  ));
}

/** The add-on groups: a counted stepper per add-on, with the group's minimum and maximum. */
export function AddOnGroups({
  item,
  choices,
  onChange,
}: GroupsProps & { onChange: (groupIndex: number, valueIndex: number, delta: 1 | -1) => void }) {
  const { t } = useTranslation();
  return item.addOns.map((group, groupIndex) => (
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
        {group.values.map((value, valueIndex) => (
          <li key={value.id} className="nb-item-addon">
            <span className="nb-item-addon-name">{value.name}</span>
            <span className="nb-item-addon-price">
              {t('item.addOnPrice', { price: dollars(value.price) })}
            </span>
            <Stepper
              count={choices.addOns[groupIndex]?.[valueIndex] ?? 0}
              decreaseLabel={t('item.decrease', { name: value.name })}
              increaseLabel={t('item.increase', { name: value.name })}
              onDecrease={() => onChange(groupIndex, valueIndex, -1)}
              onIncrease={() => onChange(groupIndex, valueIndex, 1)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  ));
}

import type { MenuFileDto } from '@nearbite/contract/console-menu';
import { useId } from 'react';
import { useLanguage } from '../../../shared/i18n/language';
import { useTexts } from '../../../shared/i18n/texts';
import { PhotoField } from '../../../shared/ui/photo-field';
import { Select } from '../../../shared/ui/select';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import { ALL_DAY, type ItemFormValues, withPicture } from '../hooks/use-item-form';
import { menuTexts } from '../texts';
import { OptionFields } from './option-fields';

interface ItemFieldsProps {
  businessId: string;
  menu: MenuFileDto;
  values: ItemFormValues;
  set: <K extends keyof ItemFormValues>(key: K) => (value: ItemFormValues[K]) => void;
}

/** The editor's fields: names, where it is served, money, stock and limits, flags, pictures and options. */
export function ItemFields({ businessId, menu, values, set }: ItemFieldsProps) {
  const t = useTexts(menuTexts);
  const language = useLanguage();
  const imagesId = useId();
  const text = (key: keyof ItemFormValues, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={values[key] as string}
      onChange={set(key) as (value: string) => void}
    />
  );
  return (
    <div className="nc-menu-editor">
      <div className="nc-form-row">
        {text('nameEn', t.nameEn)}
        {text('nameZh', t.nameZh)}
      </div>
      <div className="nc-form-row">
        {text('descriptionEn', t.descriptionEn, t.optionalHint)}
        {text('descriptionZh', t.descriptionZh, t.optionalHint)}
      </div>
      <div className="nc-form-row">
        <Select
          label={t.category}
          value={values.category}
          options={menu.categories.map((category) => ({
            value: category.key,
            label: category.name[language],
          }))}
          onChange={set('category')}
        />
        <Select
          label={t.timedMenuField}
          value={values.timedMenu}
          options={[
            { value: ALL_DAY, label: t.allDay },
            ...menu.timedMenus.map((timed) => ({ value: timed.key, label: timed.name[language] })),
          ]}
          onChange={set('timedMenu')}
        />
      </div>
      <div className="nc-form-row">
        {text('price', t.priceField)}
        {text('takeawayPrice', t.takeawayPriceField, t.optionalHint)}
        {text('originPrice', t.originPriceField, t.optionalHint)}
        {text('discountPercent', t.discountField, t.optionalHint)}
      </div>
      <div className="nc-form-row">
        {text('stockNumber', t.stockField, t.stockHint)}
        {text('minBuyNumber', t.minField)}
        {text('maxBuyNumber', t.maxField, t.optionalHint)}
      </div>
      <div className="nc-form-row">
        <Switch label={t.onSale} checked={values.isAvailable} onChange={set('isAvailable')} />
        <Switch
          label={t.deliveryNotSupported}
          checked={values.deliveryNotSupported}
          onChange={set('deliveryNotSupported')}
        />
        <Switch
          label={t.supportsExchange}
          checked={values.supportsExchange}
          onChange={set('supportsExchange')}
        />
      </div>
      <div className="nc-form-row">
        <PhotoField
          businessId={businessId}
          label={t.thumbnailField}
          value={values.thumbnail || null}
          onUploaded={(photo) => set('thumbnail')(photo.url)}
        />
        <PhotoField
          businessId={businessId}
          label={t.addPictureField}
          onUploaded={(photo) => set('images')(withPicture(values.images, photo.url))}
        />
      </div>
      <div className="nc-field">
        <label htmlFor={imagesId} className="nc-field-label">
          {t.imagesField}
        </label>
        <textarea
          id={imagesId}
          className="nc-textarea"
          rows={2}
          value={values.images}
          onChange={(event) => set('images')(event.target.value)}
        />
      </div>
      <OptionFields options={values.options} onChange={set('options')} />
    </div>
  );
}

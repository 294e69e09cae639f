import { ORDER_TYPES, type OrderType } from '@nearbite/domain/order-type';
import { useTexts } from '../../../shared/i18n/texts';
import { promotionsTexts } from '../texts';

/** The order types a promotion applies to, as checkboxes; none checked means every type. */
export function OrderTypesField({
  value,
  onChange,
}: {
  value: OrderType[];
  onChange: (types: OrderType[]) => void;
}) {
  const t = useTexts(promotionsTexts);
  const label: Record<OrderType, string> = { delivery: t.delivery, pickup: t.pickup, dineIn: t.dineIn };
  return (
    <fieldset className="nc-fieldset">
      <legend className="nc-field-label">{t.orderTypes}</legend>
      <div className="nc-form-row">
        {ORDER_TYPES.map((type) => (
          <label key={type} className="nc-check">
            <input
              type="checkbox"
              checked={value.includes(type)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? ORDER_TYPES.filter((known) => known === type || value.includes(known))
                    : value.filter((known) => known !== type),
                )
              }
            />{' '}
            {label[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { ORDER_TYPES, type OrderType } from '@nearbite/domain/order-type';
import './order-types-field.css';

interface OrderTypesFieldProps {
  legend: string;
  /** Each type's name, in the screen's words and language. */
  labels: Record<OrderType, string>;
  value: readonly OrderType[];
  onChange: (types: OrderType[]) => void;
  disabled?: boolean;
  /** The last checked type cannot be unchecked (a store needs one dining type). */
  keepOne?: boolean;
}

/** Order types as a group of checkboxes, kept in the domain's order whatever order they were ticked in. */
export function OrderTypesField({
  legend,
  labels,
  value,
  onChange,
  disabled,
  keepOne,
}: OrderTypesFieldProps) {
  return (
    <fieldset className="nc-order-types">
      <legend className="nc-field-label">{legend}</legend>
      {ORDER_TYPES.map((type) => (
        <label key={type} className="nc-order-type">
          <input
            type="checkbox"
            checked={value.includes(type)}
            disabled={disabled || (keepOne && value.length === 1 && value.includes(type))}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? ORDER_TYPES.filter((known) => known === type || value.includes(known))
                  : value.filter((known) => known !== type),
              )
            }
          />{' '}
          {labels[type]}
        </label>
      ))}
    </fieldset>
  );
}

import { useLanguage } from '../../../shared/i18n/language';
import { useTexts } from '../../../shared/i18n/texts';
import { useDishes } from '../api';
import { promotionsTexts } from '../texts';

/** The dishes an activity covers, as checkboxes; none checked means every dish. */
export function DishesField({
  businessId,
  value,
  onChange,
}: {
  businessId: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useTexts(promotionsTexts);
  const language = useLanguage();
  const dishes = useDishes(businessId);
  return (
    <fieldset className="nc-fieldset">
      <legend className="nc-field-label">{t.dishes}</legend>
      <div className="nc-promo-dishes">
        {(dishes.data ?? []).map((dish) => (
          <label key={dish.id} className="nc-check">
            <input
              type="checkbox"
              checked={value.includes(dish.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, dish.id] : value.filter((id) => id !== dish.id))
              }
            />{' '}
            {(language === 'zh' && dish.name.zh) || dish.name.en}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

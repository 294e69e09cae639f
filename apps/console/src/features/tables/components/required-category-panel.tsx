import type { TableCategoryDto } from '@nearbite/contract/console-tables';
import type { UseMutationResult } from '@tanstack/react-query';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { useTexts } from '../../../shared/i18n/texts';
import { Select } from '../../../shared/ui/select';
import { showToast } from '../../../shared/ui/toast';
import { tablesTexts } from '../texts';

const NONE = 'none';

/** The menu category every dine-in order must include; saved as soon as it is chosen. */
export function RequiredCategoryPanel({
  categories,
  canManage,
  save,
}: {
  categories: readonly TableCategoryDto[];
  canManage: boolean;
  save: UseMutationResult<unknown, Error, string | null>;
}) {
  const t = useTexts(tablesTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const current = categories.find((category) => category.requiredForDineIn)?.id ?? NONE;
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-required-category">
      <h2 id="nc-required-category" className="nc-section-title">
        {t.requiredTitle}
      </h2>
      <p className="nc-page-intro">{t.requiredIntro}</p>
      <Select<string>
        label={t.requiredCategory}
        value={current}
        disabled={!canManage || save.isPending}
        options={[
          { value: NONE, label: t.noCategory },
          ...categories.map((category) => ({ value: category.id, label: category.name[language] })),
        ]}
        onChange={(value) =>
          save.mutate(value === NONE ? null : value, {
            onSuccess: () => showToast('success', t.requiredSaved),
          })
        }
      />
      {save.error ? (
        <p className="nc-alert" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
    </section>
  );
}

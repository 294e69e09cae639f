import type { BusinessCategoryDto } from '@nearbite/contract/console-platform';
import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { useCategories, useRemoveCategory } from '../api';
import { platformTexts } from '../texts';
import { CategoryForm } from './category-form';

/** The business categories diners browse by: add, rename, reorder, remove unused ones. */
export function CategoriesSection() {
  const t = useTexts(platformTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const categories = useCategories();
  const remove = useRemoveCategory();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<BusinessCategoryDto | null>(null);
  return (
    <section className="nc-stack" aria-labelledby="nc-platform-categories">
      <h2 id="nc-platform-categories" className="nc-section-title">
        {t.categories}
      </h2>
      <CategoryForm category={null} onDone={() => showToast('success', t.categoryAdded)} />
      {categories.isPending ? <Loading text={common.loading} /> : null}
      {categories.isError ? (
        <LoadFailed
          text={errorText(categories.error)}
          retryLabel={common.retry}
          onRetry={() => categories.refetch()}
        />
      ) : null}
      {categories.data ? (
        <ul className="nc-panel nc-stack">
          {categories.data.categories.map((category) =>
            renaming === category.id ? (
              <li key={category.id}>
                <CategoryForm
                  category={category}
                  onDone={() => setRenaming(null)}
                  onCancel={() => setRenaming(null)}
                />
              </li>
            ) : (
              <li key={category.id} className="nc-form-row">
                <span>
                  {category.sortOrder}. <strong>{category.name[language]}</strong> (
                  {category.name[language === 'en' ? 'zh' : 'en']}) ·{' '}
                  {fill(t.storeCount, { count: category.storeCount })}
                </span>
                <Button
                  size="small"
                  aria-label={fill(t.renameLabel, { name: category.name[language] })}
                  onClick={() => setRenaming(category.id)}
                >
                  {t.rename}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={fill(t.removeLabel, { name: category.name[language] })}
                  onClick={() => {
                    remove.reset();
                    setRemoving(category);
                  }}
                >
                  {t.remove}
                </Button>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={fill(t.removeCategoryTitle, { name: removing.name[language] })}
          text={t.removeCategoryText}
          confirmLabel={t.remove}
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        />
      ) : null}
    </section>
  );
}

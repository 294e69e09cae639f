import type { BusinessCategoryDto } from '@nearbite/contract/console-platform';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useSaveCategory } from '../api';
import { platformTexts } from '../texts';

interface CategoryFormProps {
  /** Null adds a category; otherwise renames (and reorders) this one. */
  category: BusinessCategoryDto | null;
  onDone: () => void;
  onCancel?: () => void;
}

/** A category's two names and its place in the list. */
export function CategoryForm({ category, onDone, onCancel }: CategoryFormProps) {
  const t = useTexts(platformTexts);
  const errorText = useErrorText();
  const save = useSaveCategory();
  const [nameEn, setNameEn] = useState(category?.name.en ?? '');
  const [nameZh, setNameZh] = useState(category?.name.zh ?? '');
  const [order, setOrder] = useState(category ? String(category.sortOrder) : '');
  return (
    <form
      className="nc-stack"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            categoryId: category?.id ?? null,
            body: { name: { en: nameEn, zh: nameZh }, ...(order ? { sortOrder: Number(order) } : {}) },
          },
          {
            onSuccess: () => {
              if (!category) {
                setNameEn('');
                setNameZh('');
                setOrder('');
              }
              onDone();
            },
          },
        );
      }}
    >
      <div className="nc-form-row">
        <TextField label={t.nameEn} value={nameEn} onChange={setNameEn} required maxLength={60} />
        <TextField
          label={t.nameZh}
          value={nameZh}
          onChange={setNameZh}
          required
          maxLength={60}
          lang="zh-CN"
        />
        <TextField
          className="nc-platform-time"
          label={t.order}
          type="number"
          min={0}
          max={10000}
          value={order}
          onChange={setOrder}
        />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {category ? t.save : t.newCategory}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t.cancel}</Button> : null}
      </div>
      {save.error ? (
        <p className="nc-alert" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
    </form>
  );
}

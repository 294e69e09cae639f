import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CategoryFilter } from '../lib/nearby-query';

const loadPopup = () => import('./category-popup');
const CategoryPopup = lazy(loadPopup);

export interface CategoryFilterButtonProps {
  value: CategoryFilter;
  onChange: (value: CategoryFilter) => void;
}

/** "Categories" and the chosen one ("All" by default); the choices open in a sheet loaded on first use. */
export function CategoryFilterButton({ value, onChange }: CategoryFilterButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const preload = () => void loadPopup();
  return (
    <div className="nb-category-filter">
      <span className="nb-category-current">{value.id ? value.name : t('stores.allCategories')}</span>
      <button
        type="button"
        className="nb-category-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
      >
        <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
          <path
            d="M4 6h16M7 12h10M10 18h4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
        <span>{t('stores.categories')}</span>
      </button>
      <Suspense fallback={null}>
        {mounted ? (
          <CategoryPopup
            visible={open}
            value={value}
            onClose={() => setOpen(false)}
            onChange={(next) => {
              setOpen(false);
              onChange(next);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

import '../../../shared/ui/antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { PopupHead } from '../../../shared/ui/popup-head';
import { useBusinessCategories } from '../api';
import type { CategoryFilter } from '../lib/nearby-query';
import './category-popup.css';

export interface CategoryPopupProps {
  visible: boolean;
  value: CategoryFilter;
  onClose: () => void;
  onChange: (value: CategoryFilter) => void;
}

/** The category choices (GET /businessCategories) with "All" first, as radio buttons in a bottom sheet. */
export default function CategoryPopup({ visible, value, onClose, onChange }: CategoryPopupProps) {
  const { t } = useTranslation();
  const ids = useId();
  const titleId = `${ids}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  const categories = useBusinessCategories();
  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => {
      const current = sectionRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]');
      (current ?? sectionRef.current)?.focus();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  const choices: CategoryFilter[] = [
    { id: null, name: t('stores.allCategories') },
    ...(categories.data ?? []).map((category) => ({ id: category.id, name: category.name })),
  ];

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-category-sheet"
    >
      <section
        ref={sectionRef}
        className="nb-category-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PopupHead
          titleId={titleId}
          title={t('stores.categories')}
          onClose={onClose}
          classPrefix="nb-category"
        />
        {categories.isError ? (
          <div className="nb-category-error" role="alert">
            <span>{t('stores.categoriesFailed')}</span>
            <button type="button" className="nb-category-retry" onClick={() => void categories.refetch()}>
              {t('stores.retry')}
            </button>
          </div>
        ) : null}
        <ul className="nb-category-choices">
          {choices.map((choice) => {
            const current = choice.id === value.id;
            return (
              <li key={choice.id ?? 'all'}>
                <button
                  type="button"
                  className={current ? 'nb-category-choice nb-category-current-choice' : 'nb-category-choice'}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onChange(choice)}
                >
                  {choice.name}
                </button>
              </li>
            );
          })}
        </ul>
        {categories.isPending ? (
          <span className="nb-category-loading" role="status">
            <span className="nb-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{t('common.loading')}</span>
          </span>
        ) : null}
      </section>
    </Popup>
  );
}

import { useTranslation } from '../i18n/use-translation';

/** What a lazily loaded screen shows while its code arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="nb-page-loading" role="status">
      <span className="nb-spinner" aria-hidden="true" />
      <span className="nb-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

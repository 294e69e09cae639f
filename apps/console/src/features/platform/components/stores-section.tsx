import { PLATFORM_STORES_PAGE_SIZE } from '@nearbite/domain/store-onboarding';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { TextField } from '../../../shared/ui/text-field';
import { useStores } from '../api';
import { platformTexts } from '../texts';
import { CreateStoreDialog } from './create-store-dialog';

/** Every store on the platform, searchable and paged, with the way in to each one's console. */
export function StoresSection() {
  const t = useTexts(platformTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const query = useDebouncedValue(search.trim(), 300);
  const stores = useStores(query, page);
  const pages = Math.max(1, Math.ceil((stores.data?.total ?? 0) / PLATFORM_STORES_PAGE_SIZE));
  return (
    <section className="nc-stack" aria-labelledby="nc-platform-stores">
      <div className="nc-form-row">
        <h2 id="nc-platform-stores" className="nc-section-title">
          {t.stores}
        </h2>
        <TextField
          label={t.search}
          hint={t.searchHint}
          type="search"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t.newStore}
        </Button>
      </div>
      {stores.isPending ? <Loading text={common.loading} /> : null}
      {stores.isError ? (
        <LoadFailed
          text={errorText(stores.error)}
          retryLabel={common.retry}
          onRetry={() => stores.refetch()}
        />
      ) : null}
      {stores.data && stores.data.stores.length === 0 ? <p className="nc-note">{t.noStores}</p> : null}
      {stores.data && stores.data.stores.length > 0 ? (
        <div className="nc-panel nc-table-wrap">
          <table className="nc-table">
            <caption className="nc-visually-hidden">
              {fill(t.storeCount, { count: stores.data.total })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.storeName}</th>
                <th scope="col">{t.area}</th>
                <th scope="col">{t.owners}</th>
                <th scope="col">{t.status}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {stores.data.stores.map((store) => (
                <tr key={store.id}>
                  <td>
                    <strong>{store.name[language]}</strong>
                    <br />
                    <span className="nc-field-hint">{store.fullAddress}</span>
                  </td>
                  <td>{store.areaName?.[language] ?? '—'}</td>
                  <td>{store.ownerPhones.join(', ') || '—'}</td>
                  <td>{store.status === 'online' ? t.online : t.offline}</td>
                  <td className="nc-cell-action">
                    <Link
                      to={`/stores/${store.id}/board`}
                      aria-label={fill(t.openConsoleLabel, { name: store.name[language] })}
                    >
                      {t.openConsole}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <div className="nc-form-row">
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </Button>
          <span>{fill(t.pageOf, { page, pages })}</span>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.next}
          </Button>
        </div>
      ) : null}
      {creating ? <CreateStoreDialog onClose={() => setCreating(false)} /> : null}
    </section>
  );
}

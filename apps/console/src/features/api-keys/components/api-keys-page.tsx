import type { ApiKeyDto } from '@nearbite/contract/console-api-keys';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { dateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { useApiKeys, useRevokeKey } from '../api';
import { apiKeysTexts } from '../texts';
import { CreateKeyForm } from './create-key-form';

/** A store's API keys: managers see them; owners create (the token shown once) and revoke them. */
export function ApiKeysPage({ businessId, canManage }: { businessId: string; canManage: boolean }) {
  const t = useTexts(apiKeysTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const keys = useApiKeys(businessId);
  const revoke = useRevokeKey(businessId);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <p className="nc-page-intro">{t.intro}</p>
      {keys.isPending ? <Loading text={common.loading} /> : null}
      {keys.isError ? (
        <LoadFailed text={errorText(keys.error)} retryLabel={common.retry} onRetry={() => keys.refetch()} />
      ) : null}
      {keys.data ? (
        <div className="nc-panel nc-table-wrap">
          {keys.data.apiKeys.length === 0 ? <p className="nc-page-intro">{t.empty}</p> : null}
          {keys.data.apiKeys.length > 0 ? (
            <table className="nc-table">
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.key}</th>
                  <th scope="col">{t.created}</th>
                  <th scope="col">{t.lastUsed}</th>
                  {canManage ? <td /> : null}
                </tr>
              </thead>
              <tbody>
                {keys.data.apiKeys.map((key) => (
                  <tr key={key.id}>
                    <td>{key.name}</td>
                    <td>
                      <code>{key.prefix}…</code>
                    </td>
                    <td>{dateTime(key.createdTime, language)}</td>
                    <td>{key.lastUsedTime ? dateTime(key.lastUsedTime, language) : common.never}</td>
                    {canManage ? (
                      <td className="nc-cell-action">
                        <Button
                          size="small"
                          aria-label={fill(t.revokeLabel, { name: key.name })}
                          onClick={() => {
                            revoke.reset();
                            setRevoking(key);
                          }}
                        >
                          {t.revoke}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
      {canManage ? <CreateKeyForm businessId={businessId} /> : <p className="nc-note">{t.readOnly}</p>}
      {revoking ? (
        <ConfirmDialog
          title={fill(t.revokeTitle, { name: revoking.name })}
          text={t.revokeText}
          confirmLabel={t.revoke}
          busy={revoke.isPending}
          error={revoke.error ? errorText(revoke.error) : null}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                showToast('success', fill(t.revoked, { name: revoking.name }));
                setRevoking(null);
              },
            })
          }
        />
      ) : null}
    </main>
  );
}

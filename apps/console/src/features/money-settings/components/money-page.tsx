import type { MoneySettingsDto } from '@nearbite/contract/console-money-settings';
import { type ReactNode, useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { useMoneySettings, useSaveMoneySettings } from '../api';
import { bodyOf, formOf, type MoneyForm } from '../money-form';
import { moneyTexts } from '../texts';
import { DeliverySection } from './delivery-section';
import { PreviewPanel } from './preview-panel';
import { TaxFeesSection } from './tax-fees-section';
import { TipsSection } from './tips-section';
import './money.css';

/** The Money tab: everyone sees the settings and the preview; only owners save. `after` follows the form. */
export function MoneyPage({
  businessId,
  canManage,
  after,
}: {
  businessId: string;
  canManage: boolean;
  after?: ReactNode;
}) {
  const t = useTexts(moneyTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const settings = useMoneySettings(businessId);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <p className="nc-page-intro">{t.intro}</p>
      {settings.isPending ? <Loading text={common.loading} /> : null}
      {settings.isError ? (
        <LoadFailed
          text={errorText(settings.error)}
          retryLabel={common.retry}
          onRetry={() => settings.refetch()}
        />
      ) : null}
      {settings.data ? (
        <MoneyEditor
          key={JSON.stringify(settings.data)}
          businessId={businessId}
          settings={settings.data}
          canManage={canManage}
        />
      ) : null}
      {after}
    </main>
  );
}

function MoneyEditor({
  businessId,
  settings,
  canManage,
}: {
  businessId: string;
  settings: MoneySettingsDto;
  canManage: boolean;
}) {
  const t = useTexts(moneyTexts);
  const errorText = useErrorText();
  const save = useSaveMoneySettings(businessId);
  const [form, setForm] = useState<MoneyForm>(() => formOf(settings));
  const change = (patch: Partial<MoneyForm>) => setForm((current) => ({ ...current, ...patch }));
  const body = bodyOf(form);
  return (
    <div className="nc-money-layout">
      <form
        className="nc-money-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (body) save.mutate(body, { onSuccess: () => showToast('success', t.saved) });
        }}
      >
        {canManage ? null : <p className="nc-note">{t.readOnly}</p>}
        <fieldset className="nc-money-fieldset" disabled={!canManage}>
          <legend className="nc-visually-hidden">{t.title}</legend>
          <TaxFeesSection form={form} change={change} />
          <TipsSection form={form} change={change} />
          <DeliverySection form={form} change={change} />
        </fieldset>
        {body ? null : (
          <p className="nc-alert" role="status">
            {t.notNumbers}
          </p>
        )}
        {save.error ? (
          <p className="nc-alert" role="alert">
            {errorText(save.error)}
          </p>
        ) : null}
        {canManage ? (
          <Button type="submit" variant="primary" busy={save.isPending} disabled={!body}>
            {t.save}
          </Button>
        ) : null}
      </form>
      <PreviewPanel businessId={businessId} settings={body} diningTypes={settings.diningTypes} />
    </div>
  );
}

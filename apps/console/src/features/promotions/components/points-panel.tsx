import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { usePointsRules } from '../api';
import { promotionsTexts } from '../texts';
import { PointsRulesForm } from './points-rules-form';

/** The store's points programme rules; owners and managers change them, any staff reads them. */
export function PointsPanel({ businessId, canManage }: { businessId: string; canManage: boolean }) {
  const t = useTexts(promotionsTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  const rules = usePointsRules(businessId);
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-points-title">
      <h2 id="nc-points-title" className="nc-section-title">
        {t.pointsTitle}
      </h2>
      <p className="nc-page-intro">{t.pointsIntro}</p>
      {rules.isPending ? <Loading text={common.loading} /> : null}
      {rules.isError ? (
        <LoadFailed text={errorText(rules.error)} retryLabel={common.retry} onRetry={() => rules.refetch()} />
      ) : null}
      {rules.data ? (
        <>
          {rules.data.enabled ? null : <p className="nc-note">{t.pointsOff}</p>}
          <PointsRulesForm businessId={businessId} rules={rules.data} canManage={canManage} />
        </>
      ) : null}
    </section>
  );
}

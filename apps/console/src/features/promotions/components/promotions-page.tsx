import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { promotionsTexts } from '../texts';
import { ActivitiesPanel } from './activities-panel';
import { CouponsPanel } from './coupons-panel';
import { PointsPanel } from './points-panel';
import './promotions.css';

/** The Promotions tab: activities, store coupons and the points rules; any staff member reads, `managePromotions` changes. */
export function PromotionsPage({ businessId, canManage }: { businessId: string; canManage: boolean }) {
  const t = useTexts(promotionsTexts);
  const common = useTexts(commonTexts);
  useDocumentTitle(t.title, common.appName);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <p className="nc-page-intro">{t.intro}</p>
      {canManage ? null : <p className="nc-note">{t.readOnly}</p>}
      <ActivitiesPanel businessId={businessId} canManage={canManage} />
      <CouponsPanel businessId={businessId} canManage={canManage} />
      <PointsPanel businessId={businessId} canManage={canManage} />
    </main>
  );
}

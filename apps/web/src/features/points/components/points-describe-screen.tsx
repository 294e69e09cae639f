import { type ReactNode, useEffect } from 'react';
import { usePointsTexts } from '../../../shared/i18n/points-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from '../../../shared/lib/history-router';
import { showNotice } from '../../../shared/lib/notify';
import { paths } from '../../../shared/lib/paths';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { PageLoading } from '../../../shared/ui/page-loading';
import { usePointsContent } from '../api';
import { markedRuns } from '../lib/marked-text';
import { PointsHead, PointsMessage } from './points-head';
import '../points.css';

/** Text with its marked runs highlighted. */
function Marked({ text }: { text: string }) {
  return (
    <>
      {markedRuns(text).map((run, index) =>
        run.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs never reorder
          <mark key={index} className="nb-points-mark">
            {run.text}
          </mark>
        ) : (
          run.text
        ),
      )}
    </>
  );
}

function Block({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section className="nb-points-section">
      <h2 className="nb-points-section-title">{title}</h2>
      <p className="nb-points-prose">
        <Marked text={text} />
      </p>
    </section>
  );
}

/**
 * /integral/describe?businessId: how the store's programme works. While double points are on the
 * explanation is highlighted; marked runs (**…** or 【…】) inside any text are highlighted too.
 */
export default function PointsDescribeScreen() {
  usePointsTexts();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const content = usePointsContent(params.get('businessId'));
  const title = t('screens.integralDescribe');
  useDocumentTitle(title);

  useEffect(() => {
    if (content.isError) void showNotice(t('points.describe.failed'), 'fail');
  }, [content.isError, t]);

  let body: ReactNode;
  if (params.get('businessId') === null)
    body = <PointsMessage alert>{t('points.describe.missingStore')}</PointsMessage>;
  else if (content.isError) body = <PointsMessage alert>{t('points.describe.failed')}</PointsMessage>;
  else if (content.isPending) body = <PageLoading />;
  else {
    const data = content.data;
    body = (
      <>
        <section className="nb-points-balance">
          {data.business.logo ? (
            <img className="nb-points-logo" src={data.business.logo} alt="" width="48" height="48" />
          ) : null}
          <h2 className="nb-points-muted-title">{data.business.name}</h2>
          {data.status ? null : <p className="nb-points-warn">{t('points.describe.paused')}</p>}
        </section>
        {data.pointsExplain ? (
          <section className="nb-points-section">
            <h2 className="nb-points-section-title">
              {t('points.describe.explain')}
              {data.isDouble ? <span className="nb-points-badge">{t('points.describe.double')}</span> : null}
            </h2>
            <p className={data.isDouble ? 'nb-points-prose nb-points-double' : 'nb-points-prose'}>
              <Marked text={data.pointsExplain} />
            </p>
          </section>
        ) : null}
        {data.exchangeRules.commodities.length > 0 ? (
          <section className="nb-points-section">
            <h2 className="nb-points-section-title">{t('points.describe.exchangeRules')}</h2>
            <ul className="nb-points-goods">
              {data.exchangeRules.commodities.map((rule) => (
                <li key={`${rule.requiredPoints}-${rule.content}`}>
                  <span>{rule.content}</span>
                  <strong>
                    {t('points.mine.needs', { points: rule.requiredPoints, count: rule.requiredPoints })}
                  </strong>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Block title={t('points.describe.gain')} text={data.learnMoreGainPointsRules} />
        <Block title={t('points.describe.consume')} text={data.learnMoreConsumePointsRules} />
        <Block title={t('points.describe.other')} text={data.learnMoreOtherExplain} />
        {data.pointsValidityDays === null ? null : (
          <Block
            title={t('points.describe.validityTitle')}
            text={t('points.describe.validity', { count: data.pointsValidityDays })}
          />
        )}
      </>
    );
  }

  return (
    <main className="nb-points-screen">
      <PointsHead title={title} fallback={paths.integralCard} />
      {body}
    </main>
  );
}

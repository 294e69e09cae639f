import type { ReportQuery, StoreReportDto } from '@nearbite/contract/console-reports';
import { dollars } from '@nearbite/domain/money-text';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { downloadOrdersCsv, useReport } from '../api';
import { reportTexts } from '../texts';
import { type Bar, BarChart } from './bar-chart';
import { HeadlineFigures } from './headline-figures';
import { PeriodPicker } from './period-picker';
import { TopItemsTable } from './top-items-table';
import './reports.css';

type Texts = (typeof reportTexts)['en'];

const hourBars = (report: StoreReportDto): Bar[] =>
  report.byHour.map((row) => ({
    label: String(row.hour),
    longLabel: `${String(row.hour).padStart(2, '0')}:00`,
    value: row.orders,
    valueText: String(row.orders),
  }));

const dayBars = (report: StoreReportDto): Bar[] =>
  report.byDay.map((row) => ({
    label: row.date.slice(5),
    longLabel: row.date,
    value: Math.max(row.net, 0),
    valueText: dollars(row.net),
  }));

function ReportBody({ report, t }: { report: StoreReportDto; t: Texts }) {
  return (
    <>
      <p className="nc-page-intro">
        {fill(t.intro, { timeZone: report.period.timeZone })}{' '}
        <strong>{fill(t.periodShown, { from: report.period.from, to: report.period.to })}</strong>
      </p>
      {report.sales.orders === 0 ? <p className="nc-panel nc-report-empty">{t.noOrders}</p> : null}
      <HeadlineFigures report={report} />
      <div className="nc-report-columns">
        <BarChart title={t.byHour} columns={[t.hour, t.orders]} bars={hourBars(report)} />
        <BarChart title={t.byDay} columns={[t.day, t.net]} bars={dayBars(report)} />
      </div>
      <div className="nc-report-columns">
        <TopItemsTable title={t.topByQuantity} items={report.topByQuantity} />
        <TopItemsTable title={t.topByRevenue} items={report.topByRevenue} />
      </div>
    </>
  );
}

/** The Reports tab: a period, its figures and charts, the top items and the orders as CSV. */
export function ReportsPage({ businessId }: { businessId: string }) {
  const t = useTexts(reportTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const [query, setQuery] = useState<ReportQuery>({ period: 'today' });
  const [downloading, setDownloading] = useState(false);
  const report = useReport(businessId, query);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadOrdersCsv(businessId, query);
    } catch (error) {
      showToast('error', errorText(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <div className="nc-report-toolbar">
        <PeriodPicker value={query} onChange={setQuery} today={report.data?.period.to ?? ''} />
        <Button onClick={download} disabled={downloading || !report.data}>
          {downloading ? t.downloading : t.download}
        </Button>
      </div>
      {report.isPending ? <Loading text={common.loading} /> : null}
      {report.isError ? (
        <LoadFailed
          text={errorText(report.error)}
          retryLabel={common.retry}
          onRetry={() => report.refetch()}
        />
      ) : null}
      {report.data ? <ReportBody report={report.data} t={t} /> : null}
    </main>
  );
}

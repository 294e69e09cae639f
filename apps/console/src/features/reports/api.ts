import { consoleReportRoutes, type ReportQuery } from '@nearbite/contract/console-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

/** The store's report for a period; the previous period stays shown while the next one loads. */
export function useReport(businessId: string, query: ReportQuery) {
  return useQuery({
    queryKey: ['report', businessId, query],
    queryFn: ({ signal }) => call(consoleReportRoutes.report, { params: { businessId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetches the period's orders as CSV and hands the file to the browser as a download. */
export async function downloadOrdersCsv(businessId: string, query: ReportQuery): Promise<void> {
  const { fileName, csv } = await call(consoleReportRoutes.ordersCsv, { params: { businessId }, query });
  // A byte-order mark, so spreadsheet programs read the Chinese item names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

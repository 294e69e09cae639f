import type { MenuImportBody, MenuImportReportDto } from '@nearbite/contract/console-menu';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { showToast } from '../../../shared/ui/toast';
import { useImportMenu } from '../api';
import { menuTexts } from '../texts';
import { ImportReport } from './import-report';

/** The file's text as an import body: .csv as CSV, anything else parsed as a JSON menu file. */
async function bodyOf(file: File): Promise<MenuImportBody | null> {
  const text = await file.text();
  if (file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv')
    return { format: 'csv', csv: text };
  try {
    return { format: 'json', menu: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** Import: pick a file, check it (a dry run lists what would change, or every problem), then apply it. */
export function ImportDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
  const t = useTexts(menuTexts);
  const errorText = useErrorText();
  const importMenu = useImportMenu(businessId);
  const [body, setBody] = useState<MenuImportBody | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [report, setReport] = useState<MenuImportReportDto | null>(null);
  const run = (dryRun: boolean) => {
    if (!body) return;
    importMenu.mutate(
      { ...body, dryRun },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (answer.applied) showToast('success', t.imported);
        },
      },
    );
  };
  const canApply = report?.dryRun === true && report.issues.length === 0;
  const footer = (
    <>
      <Button onClick={onClose}>{report?.applied ? t.close : t.cancel}</Button>
      {report?.applied ? null : canApply ? (
        <Button variant="primary" busy={importMenu.isPending} onClick={() => run(false)}>
          {t.apply}
        </Button>
      ) : (
        <Button variant="primary" disabled={!body} busy={importMenu.isPending} onClick={() => run(true)}>
          {t.check}
        </Button>
      )}
    </>
  );
  return (
    <Dialog open title={t.importTitle} onClose={onClose} closeLabel={t.close} footer={footer} wide>
      <p className="nc-dialog-text">{t.importIntro}</p>
      <label className="nc-field">
        <span className="nc-field-label">{t.chooseFile}</span>
        <input
          type="file"
          accept=".json,.csv,application/json,text/csv"
          className="nc-input"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            setReport(null);
            importMenu.reset();
            const next = file ? await bodyOf(file) : null;
            setUnreadable(Boolean(file) && next === null);
            setBody(next);
          }}
        />
      </label>
      {unreadable ? (
        <p className="nc-alert" role="alert">
          {t.unreadable}
        </p>
      ) : null}
      {importMenu.error ? (
        <p className="nc-alert" role="alert">
          {errorText(importMenu.error)}
        </p>
      ) : null}
      {report ? <ImportReport report={report} /> : null}
      {report && !report.applied && report.issues.length === 0 && !report.dryRun ? (
        <p className="nc-note">{fill(t.issuesTitle, { count: 0 })}</p>
      ) : null}
    </Dialog>
  );
}

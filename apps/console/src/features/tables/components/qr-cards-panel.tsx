import type { QrPaper } from '@nearbite/contract/console-tables';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { useQrSheet } from '../api';
import { printSheet } from '../hooks/print-sheet';
import { tablesTexts } from '../texts';

/** Prints the sheet of table cards on A4 or US Letter paper. */
export function QrCardsPanel({ businessId }: { businessId: string }) {
  const t = useTexts(tablesTexts);
  const errorText = useErrorText();
  const sheet = useQrSheet(businessId);
  const [blocked, setBlocked] = useState(false);
  const print = (paper: QrPaper) =>
    sheet.mutate(paper, {
      onSuccess: (result) => setBlocked(!printSheet(result.svg, result.paper, t.printTitle)),
    });
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-qr-cards">
      <h2 id="nc-qr-cards" className="nc-section-title">
        {t.printTitle}
      </h2>
      <p className="nc-page-intro">{t.printIntro}</p>
      <div className="nc-form-row">
        <Button busy={sheet.isPending && sheet.variables === 'letter'} onClick={() => print('letter')}>
          {t.printLetter}
        </Button>
        <Button busy={sheet.isPending && sheet.variables === 'a4'} onClick={() => print('a4')}>
          {t.printA4}
        </Button>
      </div>
      {blocked ? <p className="nc-alert">{t.popupBlocked}</p> : null}
      {sheet.error ? (
        <p className="nc-alert" role="alert">
          {errorText(sheet.error)}
        </p>
      ) : null}
    </section>
  );
}

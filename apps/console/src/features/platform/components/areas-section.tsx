import type { PlatformAreaDto } from '@nearbite/contract/console-platform';
import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { useAreas } from '../api';
import { platformTexts } from '../texts';
import { AreaDialog } from './area-dialog';
import { clockText } from './time-of-day';

/** The operating areas: their zone, contact and service hours, how many stores each has. */
export function AreasSection() {
  const t = useTexts(platformTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const areas = useAreas();
  const [editing, setEditing] = useState<PlatformAreaDto | 'new' | null>(null);
  return (
    <section className="nc-stack" aria-labelledby="nc-platform-areas">
      <div className="nc-form-row">
        <h2 id="nc-platform-areas" className="nc-section-title">
          {t.areas}
        </h2>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t.newArea}
        </Button>
      </div>
      {areas.isPending ? <Loading text={common.loading} /> : null}
      {areas.isError ? (
        <LoadFailed text={errorText(areas.error)} retryLabel={common.retry} onRetry={() => areas.refetch()} />
      ) : null}
      {areas.data ? (
        <div className="nc-panel nc-table-wrap">
          <table className="nc-table">
            <thead>
              <tr>
                <th scope="col">{t.area}</th>
                <th scope="col">{t.timeZone}</th>
                <th scope="col">{t.contactPhone}</th>
                <th scope="col">{t.serviceFrom}</th>
                <th scope="col">{t.storesInArea}</th>
                <th scope="col">{t.status}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {areas.data.areas.map((area) => (
                <tr key={area.id}>
                  <td>{area.name[language]}</td>
                  <td>{area.timeZone}</td>
                  <td>{area.contactPhoneNumber ?? '—'}</td>
                  <td>
                    {area.serviceTime
                      ? `${clockText(area.serviceTime.startMs)}–${clockText(area.serviceTime.endMs)}`
                      : '—'}
                  </td>
                  <td>{area.storeCount}</td>
                  <td>{area.status === 'active' ? t.active : t.offline}</td>
                  <td className="nc-cell-action">
                    <Button
                      size="small"
                      aria-label={fill(t.editAreaLabel, { name: area.name[language] })}
                      onClick={() => setEditing(area)}
                    >
                      {t.editArea}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <AreaDialog area={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

import type { PlatformPickupPointDto } from '@nearbite/contract/console-pickup-points';
import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { useHosts } from '../api';
import { platformTexts } from '../texts';
import { HostDialog } from './host-dialog';
import { hoursSummary } from './host-hours';

/** The platform's pickup points (hosts): address, pickup hours, how many stores each serves, status. */
export function HostsSection() {
  const t = useTexts(platformTexts);
  const common = useTexts(commonTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const hosts = useHosts();
  const [editing, setEditing] = useState<PlatformPickupPointDto | 'new' | null>(null);
  return (
    <section className="nc-stack" aria-labelledby="nc-platform-hosts">
      <div className="nc-form-row">
        <h2 id="nc-platform-hosts" className="nc-section-title">
          {t.hosts}
        </h2>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t.newHost}
        </Button>
      </div>
      <p className="nc-note">{t.hostsIntro}</p>
      {hosts.isPending ? <Loading text={common.loading} /> : null}
      {hosts.isError ? (
        <LoadFailed text={errorText(hosts.error)} retryLabel={common.retry} onRetry={() => hosts.refetch()} />
      ) : null}
      {hosts.data && hosts.data.pickupPoints.length === 0 ? <p className="nc-note">{t.noHosts}</p> : null}
      {hosts.data && hosts.data.pickupPoints.length > 0 ? (
        <div className="nc-panel nc-table-wrap">
          <table className="nc-table">
            <thead>
              <tr>
                <th scope="col">{t.host}</th>
                <th scope="col">{t.address}</th>
                <th scope="col">{t.hoursColumn}</th>
                <th scope="col">{t.hostStores}</th>
                <th scope="col">{t.status}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {hosts.data.pickupPoints.map((host) => (
                <tr key={host.id}>
                  <td>{host.name[language]}</td>
                  <td>{host.fullAddress}</td>
                  <td className="nc-nowrap">{hoursSummary(host.pickupHours, t)}</td>
                  <td>{host.stores.length}</td>
                  <td>{host.status === 'active' ? t.active : t.inactive}</td>
                  <td className="nc-cell-action">
                    <Button
                      size="small"
                      aria-label={fill(t.editHostLabel, { name: host.name[language] })}
                      onClick={() => setEditing(host)}
                    >
                      {t.editHost}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <HostDialog host={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

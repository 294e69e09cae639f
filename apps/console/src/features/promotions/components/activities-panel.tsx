import type { ActivityDto } from '@nearbite/contract/console-promotions';
import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, plural, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { useActivities, useActivityChanges } from '../api';
import { displayName, usePromotionLabels } from '../hooks/use-promotion-labels';
import { promotionsTexts } from '../texts';
import { ActivityFormDialog } from './activity-form-dialog';
import { NameCell } from './name-cell';

/** The store's activities: what each takes off, on what and when; owners and managers add, edit and end. */
export function ActivitiesPanel({ businessId, canManage }: { businessId: string; canManage: boolean }) {
  const t = useTexts(promotionsTexts);
  const language = useLanguage();
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  const activities = useActivities(businessId);
  const timeZone = activities.data?.timeZone;
  const labels = usePromotionLabels(timeZone);
  const { end } = useActivityChanges(businessId);
  const [editing, setEditing] = useState<ActivityDto | 'new' | null>(null);
  const [ending, setEnding] = useState<ActivityDto | null>(null);
  const list = activities.data?.activities ?? [];
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-activities-title">
      <div className="nc-promo-head">
        <h2 id="nc-activities-title" className="nc-section-title">
          {t.activities}
        </h2>
        {canManage ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t.newActivity}
          </Button>
        ) : null}
      </div>
      {activities.isPending ? <Loading text={common.loading} /> : null}
      {activities.isError ? (
        <LoadFailed
          text={errorText(activities.error)}
          retryLabel={common.retry}
          onRetry={() => activities.refetch()}
        />
      ) : null}
      {activities.data && list.length === 0 ? <p className="nc-page-intro">{t.activitiesEmpty}</p> : null}
      {list.length > 0 ? (
        <div className="nc-table-wrap">
          <table className="nc-table">
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.value}</th>
                <th scope="col">{t.period}</th>
                <th scope="col">{t.status}</th>
                {canManage ? <td /> : null}
              </tr>
            </thead>
            <tbody>
              {list.map((activity) => (
                <tr key={activity.id}>
                  <td>
                    <NameCell names={labels.names(activity.name)} />
                  </td>
                  <td>
                    {labels.percent(activity.discountPercent)} ·{' '}
                    {activity.activityType === 'discount'
                      ? activity.commodityIds === null
                        ? t.everyDish
                        : plural(activity.commodityIds.length, t.dishCountOne, t.dishCount)
                      : t.activityOrderType}{' '}
                    · {labels.orderTypes(activity.orderTypes)}
                  </td>
                  <td>{labels.period(activity)}</td>
                  <td>{activity.status === 'active' ? t.running : t.ended}</td>
                  {canManage ? (
                    <td className="nc-cell-action">
                      {activity.status === 'active' ? (
                        <>
                          <Button
                            size="small"
                            aria-label={fill(t.editLabel, { name: displayName(activity.name, language) })}
                            onClick={() => setEditing(activity)}
                          >
                            {t.edit}
                          </Button>{' '}
                          <Button
                            size="small"
                            variant="danger"
                            aria-label={fill(t.endLabel, { name: displayName(activity.name, language) })}
                            onClick={() => {
                              end.reset();
                              setEnding(activity);
                            }}
                          >
                            {t.end}
                          </Button>
                        </>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing && timeZone ? (
        <ActivityFormDialog
          businessId={businessId}
          timeZone={timeZone}
          activity={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {ending ? (
        <ConfirmDialog
          title={fill(t.endActivityTitle, { name: displayName(ending.name, language) })}
          text={t.endActivityText}
          confirmLabel={t.end}
          busy={end.isPending}
          error={end.error ? errorText(end.error) : null}
          onCancel={() => setEnding(null)}
          onConfirm={() =>
            end.mutate(ending.id, {
              onSuccess: () => {
                showToast('success', fill(t.endedToast, { name: displayName(ending.name, language) }));
                setEnding(null);
              },
            })
          }
        />
      ) : null}
    </section>
  );
}

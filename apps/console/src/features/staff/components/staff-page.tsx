import type { ConsoleMeDto, StaffMemberDto } from '@nearbite/contract/console-staff';
import { formatPhoneInput, nationalDigits } from '@nearbite/domain/phone';
import { type ConsoleActor, canManageRole, mayDo } from '@nearbite/domain/staff-roles';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useRoleName } from '../../../shared/hooks/use-role-name';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { useLanguage } from '../../../shared/i18n/language';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { dateTime } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { useRevoke, useStaff } from '../api';
import { staffTexts } from '../texts';
import { InviteForm } from './invite-form';

const phoneText = (fullPhoneNumber: string) =>
  formatPhoneInput(nationalDigits(fullPhoneNumber) ?? fullPhoneNumber);

interface StaffPageProps {
  businessId: string;
  actor: ConsoleActor;
  me: ConsoleMeDto;
}

/** A store's staff: who, with which role, whether they have signed in; invite and remove whom the role may. */
export function StaffPage({ businessId, actor, me }: StaffPageProps) {
  const t = useTexts(staffTexts);
  const common = useTexts(commonTexts);
  const roleName = useRoleName();
  const language = useLanguage();
  const errorText = useErrorText();
  useDocumentTitle(t.title, common.appName);
  const staff = useStaff(businessId);
  const revoke = useRevoke(businessId);
  const [removing, setRemoving] = useState<StaffMemberDto | null>(null);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      <p className="nc-page-intro">{t.intro}</p>
      {staff.isPending ? <Loading text={common.loading} /> : null}
      {staff.isError ? (
        <LoadFailed text={errorText(staff.error)} retryLabel={common.retry} onRetry={() => staff.refetch()} />
      ) : null}
      {staff.data ? (
        <div className="nc-panel nc-table-wrap">
          <table className="nc-table">
            <thead>
              <tr>
                <th scope="col">{t.phone}</th>
                <th scope="col">{t.role}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.since}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {staff.data.staff.map((member) => (
                <tr key={member.id}>
                  <td>
                    {phoneText(member.fullPhoneNumber)}
                    {member.fullPhoneNumber === me.user.fullPhoneNumber ? ` (${t.you})` : ''}
                  </td>
                  <td>{roleName(member.role)}</td>
                  <td>{member.userId ? t.signedUp : t.invited}</td>
                  <td>{dateTime(member.createdTime, language)}</td>
                  <td className="nc-cell-action">
                    {mayDo(actor, 'manageStaff') && canManageRole(actor, member.role) ? (
                      <Button
                        size="small"
                        aria-label={fill(t.revokeLabel, { phone: phoneText(member.fullPhoneNumber) })}
                        onClick={() => {
                          revoke.reset();
                          setRemoving(member);
                        }}
                      >
                        {t.revoke}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {mayDo(actor, 'manageStaff') ? <InviteForm businessId={businessId} actor={actor} /> : null}
      {removing ? (
        <ConfirmDialog
          title={fill(t.revokeTitle, { phone: phoneText(removing.fullPhoneNumber) })}
          text={t.revokeText}
          confirmLabel={t.revoke}
          busy={revoke.isPending}
          error={revoke.error ? errorText(revoke.error) : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            revoke.mutate(removing.id, {
              onSuccess: () => {
                showToast('success', fill(t.revoked, { phone: phoneText(removing.fullPhoneNumber) }));
                setRemoving(null);
              },
            })
          }
        />
      ) : null}
    </main>
  );
}

import { formatPhoneInput, isValidPhone, phoneDigits } from '@nearbite/domain/phone';
import { type ConsoleActor, canManageRole, STAFF_ROLES, type StaffRole } from '@nearbite/domain/staff-roles';
import { useState } from 'react';
import { useRoleName } from '../../../shared/hooks/use-role-name';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Select } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useInvite } from '../api';
import { staffTexts } from '../texts';

/** Invites a phone with one of the roles the signed-in user may grant. */
export function InviteForm({ businessId, actor }: { businessId: string; actor: ConsoleActor }) {
  const t = useTexts(staffTexts);
  const roleName = useRoleName();
  const errorText = useErrorText();
  const invite = useInvite(businessId);
  const grantable = STAFF_ROLES.filter((role) => canManageRole(actor, role));
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>(grantable.at(-1) ?? 'staff');
  const [invalid, setInvalid] = useState(false);
  if (grantable.length === 0) return <p className="nc-note">{t.cannotInvite}</p>;
  return (
    <section className="nc-panel nc-stack" aria-labelledby="nc-invite-title">
      <h2 id="nc-invite-title" className="nc-section-title">
        {t.inviteTitle}
      </h2>
      <form
        className="nc-form-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isValidPhone(phone)) return setInvalid(true);
          setInvalid(false);
          invite.mutate(
            { phoneNumber: phoneDigits(phone), role },
            {
              onSuccess: () => {
                showToast('success', fill(t.invitedToast, { phone, role: roleName(role) }));
                setPhone('');
              },
            },
          );
        }}
      >
        <TextField
          label={t.invitePhone}
          hint={t.invitePhoneHint}
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(value) => setPhone(formatPhoneInput(value))}
        />
        <Select<StaffRole>
          label={t.role}
          value={role}
          options={grantable.map((value) => ({ value, label: roleName(value) }))}
          onChange={setRole}
        />
        <Button type="submit" variant="primary" busy={invite.isPending}>
          {t.invite}
        </Button>
      </form>
      {invalid ? <p className="nc-alert">{t.invalidPhone}</p> : null}
      {invite.error ? (
        <p className="nc-alert" role="alert">
          {errorText(invite.error)}
        </p>
      ) : null}
    </section>
  );
}

import type { ConsoleMeDto } from '@nearbite/contract/console-staff';
import { formatPhoneInput, isValidPhone, nationalDigits, phoneDigits } from '@nearbite/domain/phone';
import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { TextField } from '../../../shared/ui/text-field';
import { showToast } from '../../../shared/ui/toast';
import { useAdmins, useGrantAdmin, useRevokeAdmin } from '../api';
import { platformTexts } from '../texts';

const phoneText = (full: string) => formatPhoneInput(nationalDigits(full) ?? full);

/** Who runs the platform: admins by configuration (fixed here) and those granted, whom another admin removes. */
export function AdminsSection({ me }: { me: ConsoleMeDto }) {
  const t = useTexts(platformTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  const admins = useAdmins();
  const grant = useGrantAdmin();
  const revoke = useRevokeAdmin();
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <section className="nc-stack" aria-labelledby="nc-platform-admins">
      <h2 id="nc-platform-admins" className="nc-section-title">
        {t.admins}
      </h2>
      {admins.isPending ? <Loading text={common.loading} /> : null}
      {admins.isError ? (
        <LoadFailed
          text={errorText(admins.error)}
          retryLabel={common.retry}
          onRetry={() => admins.refetch()}
        />
      ) : null}
      {admins.data ? (
        <ul className="nc-panel nc-stack">
          {admins.data.admins.map((admin) => (
            <li key={admin.fullPhoneNumber} className="nc-form-row">
              <span>
                <strong>{phoneText(admin.fullPhoneNumber)}</strong>
                {admin.fullPhoneNumber === me.user.fullPhoneNumber ? ` (${t.you})` : ''} ·{' '}
                {admin.revocable ? t.granted : t.byConfiguration}
              </span>
              {admin.revocable && admin.fullPhoneNumber !== me.user.fullPhoneNumber ? (
                <Button
                  size="small"
                  variant="danger"
                  aria-label={fill(t.revokeLabel, { phone: phoneText(admin.fullPhoneNumber) })}
                  onClick={() => {
                    revoke.reset();
                    setRemoving(admin.fullPhoneNumber);
                  }}
                >
                  {t.revoke}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="nc-panel nc-stack"
        aria-label={t.grantTitle}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isValidPhone(phone)) return setInvalid(true);
          setInvalid(false);
          grant.mutate(phoneDigits(phone), {
            onSuccess: () => {
              showToast('success', fill(t.grantedToast, { phone }));
              setPhone('');
            },
          });
        }}
      >
        <div className="nc-form-row">
          <TextField
            label={t.adminPhone}
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(value) => setPhone(formatPhoneInput(value))}
          />
          <Button type="submit" variant="primary" busy={grant.isPending}>
            {t.grant}
          </Button>
        </div>
        {invalid ? <p className="nc-alert">{t.invalidPhone}</p> : null}
        {grant.error ? (
          <p className="nc-alert" role="alert">
            {errorText(grant.error)}
          </p>
        ) : null}
      </form>
      {removing ? (
        <ConfirmDialog
          title={fill(t.revokeTitle, { phone: phoneText(removing) })}
          text={t.revokeText}
          confirmLabel={t.revoke}
          busy={revoke.isPending}
          error={revoke.error ? errorText(revoke.error) : null}
          onCancel={() => setRemoving(null)}
          onConfirm={() => revoke.mutate(removing, { onSuccess: () => setRemoving(null) })}
        />
      ) : null}
    </section>
  );
}

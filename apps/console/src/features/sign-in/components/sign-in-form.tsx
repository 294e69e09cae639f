import { toFullPhoneNumber } from '@nearbite/domain/phone';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Switch } from '../../../shared/ui/switch';
import { TextField } from '../../../shared/ui/text-field';
import { outboxUrl } from '../api';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { signInTexts } from '../texts';

interface SignInFormProps {
  initialPhone: string;
  /** Demo mode: a link to the dev outbox where the code is read. */
  demo: boolean;
  onSignedIn: () => void;
}

/** Phone, then the texted code: the same sign-in as the diner app's. */
export function SignInForm({ initialPhone, demo, onSignedIn }: SignInFormProps) {
  const t = useTexts(signInTexts);
  const errorText = useErrorText();
  const form = useSignInForm(initialPhone, onSignedIn);
  return (
    <form
      className="nc-sign-in-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.step === 'phone') form.send();
        else form.submit();
      }}
    >
      <TextField
        label={t.phoneLabel}
        hint={t.phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={form.phone}
        onChange={form.setPhone}
        readOnly={form.step === 'code'}
        aria-invalid={form.problem === 'phone' || undefined}
      />
      {form.problem === 'phone' ? <p className="nc-alert">{t.invalidPhone}</p> : null}
      {form.step === 'phone' ? (
        <Button type="submit" variant="primary" size="large" busy={form.sending}>
          {t.sendCode}
        </Button>
      ) : (
        <>
          <p className="nc-note" role="status">
            {fill(t.codeSent, { phone: form.phone })}
            {demo ? (
              <>
                {' '}
                <a href={outboxUrl(toFullPhoneNumber(form.phone))} target="_blank" rel="noreferrer">
                  {t.readCode}
                </a>
              </>
            ) : null}
          </p>
          <TextField
            label={t.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.code}
            onChange={form.setCode}
            aria-invalid={form.problem === 'code' || undefined}
          />
          {form.problem === 'code' ? <p className="nc-alert">{t.invalidCode}</p> : null}
          <Switch
            label={t.keepSignedIn}
            description={t.keepSignedInHint}
            checked={form.keepSignedIn}
            onChange={form.setKeepSignedIn}
          />
          <Button type="submit" variant="primary" size="large" busy={form.signingIn}>
            {t.signIn}
          </Button>
          <div className="nc-sign-in-links">
            <Button variant="ghost" size="small" onClick={form.changePhone}>
              {t.otherPhone}
            </Button>
            <Button
              variant="ghost"
              size="small"
              disabled={form.resendIn > 0 || form.sending}
              onClick={form.send}
            >
              {form.resendIn > 0 ? fill(t.resendIn, { seconds: form.resendIn }) : t.resend}
            </Button>
          </div>
        </>
      )}
      {form.error ? (
        <p className="nc-alert" role="alert">
          {errorText(form.error)}
        </p>
      ) : null}
    </form>
  );
}

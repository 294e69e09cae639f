import '../../../shared/ui/antd-setup';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  isPromotionLocked,
  type MessageSettings,
  withMessaging,
  withPromotion,
} from '../lib/message-settings';
import { LegalLinks } from './legal-links';
import { MessageSwitch } from './message-switch';

export interface MessageSettingsFormProps {
  initial: MessageSettings;
  pending: boolean;
  onSubmit: (settings: MessageSettings) => void;
}

/** The two switches (messages, promotional messages), the terms and privacy links, and Save. */
export function MessageSettingsForm({ initial, pending, onSubmit }: MessageSettingsFormProps) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(initial);
  const locked = isPromotionLocked(settings);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(settings);
  };

  return (
    <form className="nb-settings-form" onSubmit={submit}>
      <MessageSwitch
        label={t('account.messages')}
        hint={t('account.messagesHint')}
        checked={settings.messagingEnabled}
        onChange={(enabled) => setSettings((current) => withMessaging(current, enabled))}
      />
      <MessageSwitch
        label={t('account.promotions')}
        hint={locked ? t('account.promotionsLocked') : t('account.promotionsHint')}
        checked={settings.messagingPromotionEnabled}
        disabled={locked}
        onChange={(enabled) => setSettings((current) => withPromotion(current, enabled))}
      />
      <LegalLinks />
      <Button className="nb-settings-save" type="submit" color="primary" block size="large" loading={pending}>
        {t('account.save')}
      </Button>
    </form>
  );
}

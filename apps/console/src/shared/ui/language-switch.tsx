import { commonTexts } from '../i18n/common-texts';
import { type Language, languageStore, useLanguage } from '../i18n/language';
import { useTexts } from '../i18n/texts';
import { Select } from './select';

/** The language switch: English / 中文, remembered on this device (the browser's language until then). */
export function LanguageSwitch() {
  const common = useTexts(commonTexts);
  const language = useLanguage();
  return (
    <div className="nc-language-switch">
      <Select<Language>
        label={common.language}
        hideLabel
        value={language}
        options={[
          { value: 'en', label: 'English' },
          { value: 'zh', label: '中文' },
        ]}
        onChange={(next) => languageStore.set(next)}
      />
    </div>
  );
}

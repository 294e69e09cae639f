import 'i18next';
import type { sharedTexts } from '../shared/i18n/shared-texts';
import type { featureTexts } from './feature-texts';

type AllTexts = typeof sharedTexts & typeof featureTexts;

/** Each namespace's English texts, as its loader gives them. */
type EnglishTexts = { [Ns in keyof AllTexts]: Awaited<ReturnType<AllTexts[Ns]['en']>> };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /**
     * At run time `t('checkout.title')` reads namespace `checkout` (nsSeparator '.', see i18n.ts). The
     * types say the same by giving the default namespace every other namespace as a branch, so a key
     * that exists nowhere fails the typecheck; the namespaces are listed too, for useTexts.
     */
    resources: EnglishTexts & {
      translation: EnglishTexts['translation'] & Omit<EnglishTexts, 'translation'>;
    };
  }
}

import type { sharedTexts } from '../shared/i18n/shared-texts';
import type { featureTexts } from './feature-texts';

type AllTexts = typeof sharedTexts & typeof featureTexts;

/** Each namespace's English texts, as its loader gives them. */
type EnglishTexts = { [Namespace in keyof AllTexts]: Awaited<ReturnType<AllTexts[Namespace]['en']>> };

declare module '../shared/i18n/translation' {
  /** Every namespace's English texts: `t()` accepts exactly their keys (see translation.ts `TextKey`). */
  interface TextResources extends EnglishTexts {}
}

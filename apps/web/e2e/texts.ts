import { featureTexts } from '../src/app/feature-texts';
import { sharedTexts } from '../src/shared/i18n/shared-texts';

const loaders = { ...sharedTexts, ...featureTexts };
type Loaders = typeof loaders;
type Namespace = Exclude<keyof Loaders, 'translation'>;

/** All texts of one language as the app reads them: common keys at the top, each namespace under its name. */
export type AllTexts = Awaited<ReturnType<Loaders['translation']['en']>> & {
  [Ns in Namespace]: Awaited<ReturnType<Loaders[Ns]['en']>>;
};

async function textsOf(language: 'en' | 'zh-CN'): Promise<AllTexts> {
  const entries = await Promise.all(
    Object.entries(loaders).map(async ([ns, load]) => [ns, await load[language]()] as const),
  );
  const namespaces = Object.fromEntries(entries.filter(([ns]) => ns !== 'translation'));
  const common = entries.find(([ns]) => ns === 'translation')?.[1];
  // Chinese has only the `_other` plural forms; tests read those.
  return { ...common, ...namespaces } as AllTexts;
}

/** The English texts, every namespace merged (`textsEn.checkout.title`). */
export const textsEn = await textsOf('en');
/** The Chinese texts, every namespace merged (`textsZh.checkout.title`). */
export const textsZh = await textsOf('zh-CN');

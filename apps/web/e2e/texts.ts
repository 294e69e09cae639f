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
  const all = { ...common, ...namespaces };
  // Chinese has one plural form (`_other`); it is what the app shows for a count of 1 too, so tests that
  // read `key_one` get it.
  return (language === 'zh-CN' ? withOneFromOther(all) : all) as AllTexts;
}

/** A copy where every `key_other` without a `key_one` gains one with the same text. */
function withOneFromOther(node: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      typeof value === 'object' && value !== null
        ? withOneFromOther(value as Record<string, unknown>)
        : value;
    const one = key.endsWith('_other') ? `${key.slice(0, -'_other'.length)}_one` : null;
    if (one && !(one in node)) copy[one] = value;
  }
  return copy;
}

/** The English texts, every namespace merged (`textsEn.checkout.title`). */
export const textsEn = await textsOf('en');
/** The Chinese texts, every namespace merged (`textsZh.checkout.title`). */
export const textsZh = await textsOf('zh-CN');

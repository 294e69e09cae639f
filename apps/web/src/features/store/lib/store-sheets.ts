/** What a guide sheet explains: preparation time, the delivery fee, the points programme, Safari. */
export type GuideTopic = 'prep' | 'fee' | 'points' | 'safari';

/** The store page's sheets: one is open at a time. */
export type StoreSheet = 'info' | 'diners' | 'login' | GuideTopic;

/** The parts a sheet is mounted as: the four guide topics share one guide sheet. */
export type SheetPart = 'info' | 'diners' | 'login' | 'guide';

/** Which sheet is open, and which parts were ever opened (kept mounted so they close with their animation). */
export interface StoreSheets {
  open: StoreSheet | null;
  mounted: ReadonlySet<SheetPart>;
}

const GUIDE_TOPICS: readonly string[] = ['prep', 'fee', 'points', 'safari'] satisfies GuideTopic[];

/** Whether a sheet is one of the guide sheet's topics. */
export const isGuide = (sheet: StoreSheet | null): sheet is GuideTopic =>
  sheet !== null && GUIDE_TOPICS.includes(sheet);

const partOf = (sheet: StoreSheet): SheetPart => (isGuide(sheet) ? 'guide' : sheet);

/** The sheets when the page opens: the Safari guide first when the link asks for it and it was not closed. */
export function initialSheets(safariFirst: boolean): StoreSheets {
  return safariFirst ? { open: 'safari', mounted: new Set(['guide']) } : { open: null, mounted: new Set() };
}

/** Opens `sheet`, mounting its part. */
export function openSheet(sheets: StoreSheets, sheet: StoreSheet): StoreSheets {
  return { open: sheet, mounted: new Set(sheets.mounted).add(partOf(sheet)) };
}

/** Closes the open sheet; its part stays mounted. */
export function closeSheet(sheets: StoreSheets): StoreSheets {
  return { open: null, mounted: sheets.mounted };
}

/** The guide topic showing, or null when the open sheet is not a guide. */
export const guideTopicOf = (sheets: StoreSheets): GuideTopic | null =>
  isGuide(sheets.open) ? sheets.open : null;

const GUIDE_TITLES = {
  prep: 'store.prepTitle',
  fee: 'store.feeTitle',
  points: 'store.pointsGuideTitle',
  safari: 'store.safariTitle',
} as const satisfies Record<GuideTopic, string>;

/** The text key of a guide topic's title. */
export const guideTitleKey = (topic: GuideTopic) => GUIDE_TITLES[topic];

import { API_BASE_PATH, CONSOLE_PATH } from '@nearbite/domain/app-constants';
import { useCouponsTexts } from '../../shared/i18n/coupons-texts';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/lib/paths';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { AppLink } from '../../shared/ui/app-link';
import './demo.css';

/** The sandbox processor's test cards (Stripe's test numbers) and what each does. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', key: 'cardPays' },
  { number: '4000 0000 0000 0002', key: 'cardDeclined' },
  { number: '4000 0000 0000 9995', key: 'cardFunds' },
  { number: '4000 0027 6000 3184', key: 'cardAuth' },
] as const;

/** The platform redeem codes the demo catalog seeds (apps/server/src/seed/platform-generator.ts). */
const DEMO_CODES = [
  { code: 'NEAR', key: 'codeNear' },
  { code: 'BITE', key: 'codeBite' },
  { code: 'DEMO', key: 'codeDemo' },
  { code: 'OLDY', key: 'codeOldy' },
] as const;

const OUTBOX_EXAMPLE = `${API_BASE_PATH}/dev/outbox?recipient=%2B14155550123`;

/** /demo: what an operator or a newcomer needs to try the demo: test cards, redeem codes, the outbox. */
export default function DemoRoute() {
  useCouponsTexts();
  const { t } = useTranslation();
  const title = t('coupons.demo.title');
  useDocumentTitle(title);
  return (
    <main className="nb-demo">
      <h1 className="nb-demo-title">{title}</h1>
      <p className="nb-demo-intro">{t('coupons.demo.intro')}</p>

      <section className="nb-demo-section" aria-labelledby="nb-demo-cards">
        <h2 id="nb-demo-cards">{t('coupons.demo.cardsTitle')}</h2>
        <dl className="nb-demo-list">
          {TEST_CARDS.map((card) => (
            <div key={card.number}>
              <dt>
                <code>{card.number}</code>
              </dt>
              <dd>{t(`coupons.demo.${card.key}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="nb-demo-hint">{t('coupons.demo.cardHint')}</p>
      </section>

      <section className="nb-demo-section" aria-labelledby="nb-demo-codes">
        <h2 id="nb-demo-codes">{t('coupons.demo.codesTitle')}</h2>
        <dl className="nb-demo-list">
          {DEMO_CODES.map((item) => (
            <div key={item.code}>
              <dt>
                <code>{item.code}</code>
              </dt>
              <dd>{t(`coupons.demo.${item.key}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="nb-demo-hint">{t('coupons.demo.codesHint')}</p>
        <AppLink className="nb-demo-link" to={paths.couponList}>
          {t('coupons.demo.openWallet')}
        </AppLink>
      </section>

      <section className="nb-demo-section" aria-labelledby="nb-demo-outbox">
        <h2 id="nb-demo-outbox">{t('coupons.demo.outboxTitle')}</h2>
        <p>{t('coupons.demo.outboxText')}</p>
        <p>
          <a className="nb-demo-code-link" href={OUTBOX_EXAMPLE}>
            <code>{OUTBOX_EXAMPLE}</code>
          </a>
        </p>
        <p className="nb-demo-hint">{t('coupons.demo.outboxHint')}</p>
      </section>

      <section className="nb-demo-section" aria-labelledby="nb-demo-store">
        <h2 id="nb-demo-store">{t('coupons.demo.storeTitle')}</h2>
        <p>{t('coupons.demo.storeText')}</p>
        {/* The console is another app: a full page load, not a route of this one. */}
        <a className="nb-demo-link" href={`${CONSOLE_PATH}/demo`}>
          {t('coupons.demo.storeLink')}
        </a>
      </section>

      <AppLink className="nb-demo-link" to={paths.home}>
        {t('common.backHome')}
      </AppLink>
    </main>
  );
}

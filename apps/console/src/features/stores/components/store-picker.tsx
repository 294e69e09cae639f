import type { ConsoleMeDto } from '@nearbite/contract/console-staff';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useRoleName } from '../../../shared/hooks/use-role-name';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { storesTexts } from '../texts';
import './store-picker.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A platform admin opens any store by id: the console API answers for every store to them. */
function OpenAnyStore() {
  const t = useTexts(storesTexts);
  const navigate = useNavigate();
  const [storeId, setStoreId] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <section className="nc-panel nc-store-admin" aria-labelledby="nc-store-admin-title">
      <h2 id="nc-store-admin-title">{t.adminTitle}</h2>
      <p className="nc-page-intro">{t.adminIntro}</p>
      <form
        className="nc-form-row"
        onSubmit={(event) => {
          event.preventDefault();
          const id = storeId.trim();
          if (!UUID.test(id)) return setInvalid(true);
          navigate(`/stores/${id.toLowerCase()}/board`);
        }}
      >
        <TextField label={t.storeIdLabel} value={storeId} onChange={setStoreId} spellCheck={false} />
        <Button type="submit" variant="primary">
          {t.open}
        </Button>
      </form>
      {invalid ? <p className="nc-alert">{t.invalidStoreId}</p> : null}
    </section>
  );
}

/** /console/: the stores the signed-in user is on the staff of, each opening its board. */
export function StorePicker({ me }: { me: ConsoleMeDto }) {
  const t = useTexts(storesTexts);
  const common = useTexts(commonTexts);
  const roleName = useRoleName();
  useDocumentTitle(t.title, common.appName);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{t.title}</h1>
      {me.memberships.length > 0 ? <p className="nc-page-intro">{t.intro}</p> : null}
      {me.memberships.length === 0 && !me.isPlatformAdmin ? (
        <p className="nc-note">{fill(t.noStores, { phone: me.user.fullPhoneNumber })}</p>
      ) : null}
      <ul className="nc-store-list">
        {me.memberships.map((membership) => (
          <li key={membership.businessId}>
            <Link
              className="nc-store-card"
              to={`/stores/${membership.businessId}/board`}
              aria-label={fill(t.openBoard, { name: membership.businessName })}
            >
              <span className="nc-store-card-name">{membership.businessName}</span>
              <span className={`nc-role nc-role-${membership.role}`}>{roleName(membership.role)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {me.isPlatformAdmin ? <OpenAnyStore /> : null}
    </main>
  );
}

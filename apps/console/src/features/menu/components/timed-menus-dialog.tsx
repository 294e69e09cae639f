import type { TimedMenuDto } from '@nearbite/contract/console-timed-menus';
import { useState } from 'react';
import { commonTexts } from '../../../shared/i18n/common-texts';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { LoadFailed, Loading } from '../../../shared/ui/page-state';
import { showToast } from '../../../shared/ui/toast';
import { useInvalidDayText } from '../../../shared/ui/week-hours-field';
import { useSaveTimedMenus, useTimedMenus } from '../api';
import {
  blankTimedMenu,
  draftOfTimedMenu,
  type TimedMenuDraft,
  type TimedMenuProblem,
  timedMenusBodyOf,
} from '../lib/timed-menu-drafts';
import { menuTexts } from '../texts';
import { TimedMenuCard } from './timed-menu-card';

/** The store's timed menus with their hours, saved as one list. */
export function TimedMenusDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
  const t = useTexts(menuTexts);
  const common = useTexts(commonTexts);
  const errorText = useErrorText();
  const menus = useTimedMenus(businessId);
  return (
    <Dialog open wide title={t.timedMenusTitle} closeLabel={common.close} onClose={onClose}>
      <p className="nc-page-intro">{t.timedMenusIntro}</p>
      {menus.isPending ? <Loading text={common.loading} /> : null}
      {menus.isError ? (
        <LoadFailed text={errorText(menus.error)} retryLabel={common.retry} onRetry={() => menus.refetch()} />
      ) : null}
      {menus.data ? (
        <TimedMenusForm businessId={businessId} menus={menus.data.timedMenus} onSaved={onClose} />
      ) : null}
    </Dialog>
  );
}

function TimedMenusForm(props: { businessId: string; menus: TimedMenuDto[]; onSaved: () => void }) {
  const t = useTexts(menuTexts);
  const errorText = useErrorText();
  const problemText = useProblemText();
  const save = useSaveTimedMenus(props.businessId);
  const [drafts, setDrafts] = useState<TimedMenuDraft[]>(() => props.menus.map(draftOfTimedMenu));
  const [problem, setProblem] = useState<TimedMenuProblem | null>(null);
  const submit = () => {
    const sent = timedMenusBodyOf(drafts);
    if ('problem' in sent) return setProblem(sent.problem);
    setProblem(null);
    save.mutate(sent.body, {
      onSuccess: () => {
        showToast('success', t.timedMenusSaved);
        props.onSaved();
      },
    });
  };
  return (
    <div className="nc-stack">
      {drafts.length === 0 ? <p className="nc-muted">{t.timedMenusEmpty}</p> : null}
      {drafts.map((draft, index) => (
        <TimedMenuCard
          key={draft.key}
          draft={draft}
          number={index + 1}
          onChange={(next) => setDrafts((current) => current.map((each, at) => (at === index ? next : each)))}
          onRemove={() => setDrafts((current) => current.filter((_, at) => at !== index))}
        />
      ))}
      <div>
        <Button onClick={() => setDrafts((current) => [...current, blankTimedMenu()])}>
          {t.addTimedMenu}
        </Button>
      </div>
      {problem || save.error ? (
        <p className="nc-alert" role="alert">
          {problem ? problemText(problem) : errorText(save.error)}
        </p>
      ) : null}
      <div>
        <Button variant="primary" busy={save.isPending} onClick={submit}>
          {t.saveTimedMenus}
        </Button>
      </div>
    </div>
  );
}

function useProblemText(): (problem: TimedMenuProblem) => string {
  const t = useTexts(menuTexts);
  const invalidDayText = useInvalidDayText();
  return (problem) => {
    const number = problem.index + 1;
    if (problem.kind === 'name') return fill(t.timedMenuNameMissing, { number });
    if (problem.kind === 'noHours') return fill(t.timedMenuNoHours, { number });
    return fill(t.timedMenuBadHours, { number, problem: invalidDayText(problem.weekday) });
  };
}

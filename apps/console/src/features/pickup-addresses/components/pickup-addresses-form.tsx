import type { PickupAddressesDto } from '@nearbite/contract/console-pickup-addresses';
import { useState } from 'react';
import { useErrorText } from '../../../shared/i18n/error-texts';
import { fill, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { showToast } from '../../../shared/ui/toast';
import { useInvalidDayText } from '../../../shared/ui/week-hours-field';
import { useSavePickupAddresses } from '../api';
import {
  type AddressDraft,
  blankDraft,
  bodyOf,
  type DraftProblem,
  draftOf,
  storeDraft,
} from '../lib/address-drafts';
import { pickupAddressTexts } from '../texts';
import { AddressCard } from './address-card';

/** The store's pickup addresses as drafts, saved as one list. */
export function PickupAddressesForm(props: {
  businessId: string;
  data: PickupAddressesDto;
  canManage: boolean;
}) {
  const t = useTexts(pickupAddressTexts);
  const errorText = useErrorText();
  const problemText = useProblemText();
  const save = useSavePickupAddresses(props.businessId);
  const [drafts, setDrafts] = useState<AddressDraft[]>(() => props.data.pickupAddresses.map(draftOf));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const replace = (index: number, draft: AddressDraft) =>
    setDrafts((current) => current.map((each, at) => (at === index ? draft : each)));
  const submit = () => {
    const sent = bodyOf(drafts);
    if ('problem' in sent) return setProblem(sent.problem);
    setProblem(null);
    save.mutate(sent.body, { onSuccess: () => showToast('success', t.saved) });
  };
  return (
    <div className="nc-stack">
      {props.data.offersPickup && props.data.pickupAddresses.length === 0 ? (
        <p className="nc-note">{t.needed}</p>
      ) : null}
      {drafts.length === 0 ? <p className="nc-muted">{t.none}</p> : null}
      {drafts.map((draft, index) => (
        <AddressCard
          key={draft.key}
          draft={draft}
          number={index + 1}
          canManage={props.canManage}
          onChange={(next) => replace(index, next)}
          onRemove={() => setDrafts((current) => current.filter((_, at) => at !== index))}
        />
      ))}
      {props.canManage ? (
        <div className="nc-form-row">
          {drafts.length === 0 ? (
            <Button onClick={() => setDrafts([storeDraft(props.data.store)])}>{t.addStore}</Button>
          ) : null}
          <Button onClick={() => setDrafts((current) => [...current, blankDraft()])}>{t.add}</Button>
        </div>
      ) : null}
      {problem ? (
        <p className="nc-alert" role="alert">
          {problemText(problem)}
        </p>
      ) : null}
      {save.error ? (
        <p className="nc-alert" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
      {props.canManage ? (
        <Button variant="primary" busy={save.isPending} onClick={submit}>
          {t.save}
        </Button>
      ) : null}
    </div>
  );
}

function useProblemText(): (problem: DraftProblem) => string {
  const t = useTexts(pickupAddressTexts);
  const invalidDayText = useInvalidDayText();
  return (problem) => {
    const number = problem.index + 1;
    if (problem.kind === 'name') return fill(t.problemName, { number });
    if (problem.kind === 'place') return fill(t.problemPlace, { number });
    if (problem.kind === 'noHours') return fill(t.problemNoHours, { number });
    return fill(t.problemHours, { number, problem: invalidDayText(problem.weekday) });
  };
}

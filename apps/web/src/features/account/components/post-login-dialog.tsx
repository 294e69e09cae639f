import { useEffect, useState } from 'react';
import { useTexts } from '../../../shared/i18n/use-texts';
import { releasePromptTurn, takePromptTurn, usePromptTurnFree } from '../../../shared/lib/prompt-turn';
import type { PostLoginPrompt } from '../lib/post-login';
import { MessageSettingsDialog } from './message-settings-dialog';
import { PolicyUpdateDialog } from './policy-update-dialog';

/**
 * How long the page must be free before the post-login dialog opens: the sign-in sheet closes
 * first, and a dialog that follows the sign-in (the welcome gift's) goes first.
 */
const QUIET_MS = 600;
const TURN = 'postLogin';

export interface PostLoginDialogProps {
  prompt: PostLoginPrompt;
  onDone: () => void;
}

/** After a sign-in: the message settings (new user) or the policy update (returning customer). */
export default function PostLoginDialog({ prompt, onDone }: PostLoginDialogProps) {
  useTexts('account');
  const free = usePromptTurnFree(QUIET_MS);
  const [shown, setShown] = useState(false);
  if (free && !shown && takePromptTurn(TURN)) setShown(true);
  const [open, setOpen] = useState(true);
  useEffect(() => () => releasePromptTurn(TURN), []);
  const close = () => {
    setOpen(false);
    releasePromptTurn(TURN);
    // Leave the sheet mounted for its closing animation, then let the layout drop it.
    window.setTimeout(onDone, 400);
  };
  if (prompt === 'policyUpdate') return <PolicyUpdateDialog visible={shown && open} onClose={close} />;
  return <MessageSettingsDialog visible={shown && open} onClose={close} />;
}

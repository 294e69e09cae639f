import type { ReactNode } from 'react';
import { plural, useTexts } from '../../../shared/i18n/texts';
import { Button } from '../../../shared/ui/button';
import { BellIcon, SoundIcon } from '../../../shared/ui/icons';
import { boardTexts } from '../texts';

interface BoardToolbarProps {
  live: boolean;
  waiting: number;
  sound: { on: boolean; start: () => void; mute: () => void };
  /** The store's settings summary and button (the app puts them here). */
  children?: ReactNode;
}

/** Above the columns: whether the board is live, the shift's sound, and the store's settings. */
export function BoardToolbar({ live, waiting, sound, children }: BoardToolbarProps) {
  const t = useTexts(boardTexts);
  return (
    <div className="nc-board-toolbar">
      <div className="nc-board-status">
        <span className={`nc-live ${live ? 'nc-live-on' : 'nc-live-off'}`} role="status">
          <span className="nc-live-dot" aria-hidden="true" />
          {live ? t.live : t.reconnecting}
        </span>
        {waiting > 0 ? (
          <span className="nc-waiting" role="status">
            {plural(waiting, t.ringingOne, t.ringing)}
          </span>
        ) : null}
      </div>
      <div className="nc-board-tools">
        {children}
        {sound.on ? (
          <span className="nc-sound-on">
            <span className="nc-sound-pill">
              <SoundIcon />
              {t.soundOn}
            </span>
            <Button size="small" variant="ghost" onClick={sound.mute}>
              {t.stopSound}
            </Button>
          </span>
        ) : (
          <Button variant="primary" onClick={sound.start} title={t.startShiftHint}>
            <BellIcon />
            {t.startShift}
          </Button>
        )}
      </div>
    </div>
  );
}

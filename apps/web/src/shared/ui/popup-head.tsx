import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface PopupHeadProps {
  /** The id the dialog's `aria-labelledby` points at. */
  titleId: string;
  title: string;
  onClose: () => void;
  /** The prefix of the head's classes (`-head`, `-title`, `-close`): each popup keeps its own look. */
  classPrefix?: string;
  /** The close button's text; "Close" unless the popup says otherwise. */
  closeLabel?: string;
  /** Buttons shown between the title and Close (the cart's Clear). */
  children?: ReactNode;
}

/** The top of a popup or bottom sheet: its title and a Close button. */
export function PopupHead({
  titleId,
  title,
  onClose,
  classPrefix = 'nb-popup',
  closeLabel,
  children,
}: PopupHeadProps) {
  const { t } = useTranslation();
  return (
    <div className={`${classPrefix}-head`}>
      <h2 id={titleId} className={`${classPrefix}-title`}>
        {title}
      </h2>
      {children}
      <button type="button" className={`${classPrefix}-close`} onClick={onClose}>
        {closeLabel ?? t('common.close')}
      </button>
    </div>
  );
}

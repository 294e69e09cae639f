import '../../../shared/ui/antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { PopupHead } from '../../../shared/ui/popup-head';
import './account.css';

export interface AccountSheetProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A bottom sheet named by its title, with a Close button; the page under it is inert while open. */
export function AccountSheet({ visible, title, onClose, children }: AccountSheetProps) {
  const titleId = `${useId()}-title`;
  const sectionRef = useRef<HTMLElement>(null);

  useModalBackground(visible);
  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => sectionRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const onKeyDown = (event: KeyboardEvent) => {
    // A popup opened from the sheet (terms, privacy) handles its own Escape.
    if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) onClose();
  };

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-account-sheet"
    >
      <section
        ref={sectionRef}
        className="nb-account-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PopupHead titleId={titleId} title={title} onClose={onClose} classPrefix="nb-account-sheet" />
        {children}
      </section>
    </Popup>
  );
}

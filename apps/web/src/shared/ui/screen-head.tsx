import type { ReactNode } from 'react';
import { BackIcon } from './icons';
import './screen-head.css';

export interface ScreenHeadProps {
  title: string;
  onBack: () => void;
  /** The back button's name for assistive technology, in the screen's texts. */
  backLabel: string;
  /** A button on the right (the coupon guide). */
  extra?: ReactNode;
  /** A class added to the bar for a screen's variant (above a map, floating over it). */
  className?: string;
}

/** The top bar of a full screen: a back button and the screen's title. */
export function ScreenHead({ title, onBack, backLabel, extra, className }: ScreenHeadProps) {
  return (
    <header className={className ? `nb-screen-bar ${className}` : 'nb-screen-bar'}>
      <button type="button" className="nb-screen-bar-back" onClick={onBack}>
        <BackIcon width="22" height="22" />
        <span className="nb-visually-hidden">{backLabel}</span>
      </button>
      <h1 className="nb-screen-bar-title">{title}</h1>
      {extra}
    </header>
  );
}

import type { ModalState } from './modal-state';
import type { Translate } from './translate';

/** What every view gets: the state, the translator and the page's settings. Views dispatch through modal-store. */
export interface ModalEnv {
  brandName: string;
  brandSlug: string;
  locale: string;
  privacyUrl: string;
}

export interface ViewProps {
  state: ModalState;
  t: Translate;
  env: ModalEnv;
}

import { initialModalState, modalReducer, type ModalAction, type ModalState, type ViewName } from './modal-state';

/**
 * One modal for the whole page. Any client component opens it with openAuthModal(view); the host renders it. A
 * module-level store (not context), so the small islands that open it need no provider around the page.
 */
let state: ModalState = initialModalState;
const listeners = new Set<() => void>();

export function dispatchModal(action: ModalAction): void {
  state = modalReducer(state, action);
  for (const listener of listeners) listener();
}

export function openAuthModal(view: ViewName, patch?: Partial<ModalState>): void {
  dispatchModal({ type: 'open', view, patch });
}

export function subscribeModal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getModalState(): ModalState {
  return state;
}

export function getServerModalState(): ModalState {
  return initialModalState;
}

import { history, undo } from '@tiptap/pm/history';
import { Schema } from '@tiptap/pm/model';
import { AllSelection, EditorState, type Transaction } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { caretAfterUndo } from '@/components/admin/caret-after-undo';

/**
 * Issue 37: the terms editor's undo. "Select all, delete, undo", then typing: the text that came back is kept and the
 * typing goes after it — ProseMirror's own state, history and the editor's plugin, no browser needed.
 */
const schema = new Schema({
  nodes: { doc: { content: 'paragraph+' }, paragraph: { content: 'text*', toDOM: () => ['p', 0] }, text: {} },
});
const TERMS = 'Touchline is a digital fan club for supporters.';

function editorState(): EditorState {
  const doc = schema.node('doc', null, [schema.node('paragraph', null, [schema.text(TERMS)])]);
  return EditorState.create({ doc, plugins: [history(), caretAfterUndo()] });
}

const apply = (state: EditorState, make: (state: EditorState) => Transaction) => state.apply(make(state));
function undone(state: EditorState): EditorState {
  let next = state;
  expect(undo(state, (transaction) => (next = state.apply(transaction)))).toBe(true);
  return next;
}

describe('undo in the rich text editor', () => {
  it('brings the text back with the caret after it, nothing selected', () => {
    let state = apply(editorState(), (current) => current.tr.setSelection(new AllSelection(current.doc)));
    state = apply(state, (current) => current.tr.deleteSelection());
    expect(state.doc.textContent).toBe('');
    state = undone(state);
    expect(state.doc.textContent).toBe(TERMS);
    expect(state.selection.empty).toBe(true);
    expect(state.selection.from).toBe(1 + TERMS.length);
  });

  it('keeps the text when a clause is typed right after the undo', () => {
    let state = apply(editorState(), (current) => current.tr.setSelection(new AllSelection(current.doc)));
    state = undone(apply(state, (current) => current.tr.deleteSelection()));
    state = apply(state, (current) => current.tr.insertText(' Clause 1.'));
    expect(state.doc.textContent).toBe(`${TERMS} Clause 1.`);
  });

  it('leaves a caret alone, and the undo itself is still one step', () => {
    let state = apply(editorState(), (current) => current.tr.insertText(' More.', 1 + TERMS.length));
    state = undone(state);
    expect(state.doc.textContent).toBe(TERMS);
    expect(state.selection.empty).toBe(true);
  });
});

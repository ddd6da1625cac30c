import { isHistoryTransaction } from '@tiptap/pm/history';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';

/**
 * Undo and redo leave the caret at the end of what they brought back, nothing selected (issue 37). ProseMirror restores
 * the selection of before the change: after "select all, delete", an undo selects the whole text again, and the next
 * keystroke — a clause typed right after the undo — replaced every word of it, so the editor and the form held a
 * draft without its text. The rich text editor (rich-text-editor.tsx) adds this plugin.
 */
export function caretAfterUndo(): Plugin {
  return new Plugin({
    key: new PluginKey('caretAfterUndo'),
    appendTransaction: (transactions, _before, state) => {
      if (state.selection.empty || !transactions.some((transaction) => isHistoryTransaction(transaction))) return null;
      const end = TextSelection.near(state.doc.resolve(state.selection.to), -1);
      return state.tr.setSelection(end).setMeta('addToHistory', false);
    },
  });
}

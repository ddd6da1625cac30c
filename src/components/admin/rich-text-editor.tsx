'use client';

import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { caretAfterUndo } from './caret-after-undo';
import { INPUT_CLASS, SECONDARY_BUTTON_CLASS } from './form-field';

/** Undo and redo leave the caret after what they brought back (caret-after-undo.ts, issue 37). */
const CaretAfterUndo = Extension.create({ name: 'caretAfterUndo', addProseMirrorPlugins: () => [caretAfterUndo()] });

/** The only link addresses the editor makes (the server's sanitiser keeps the same ones: DESIGN §5). */
const LINK_ADDRESS = /^(?:https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+)$/i;

export function isAllowedLinkAddress(address: string): boolean {
  return LINK_ADDRESS.test(address.trim());
}

/** The HTML of an editor, '' when it holds nothing (TipTap keeps an empty paragraph). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

type Command = {
  key: string;
  icon: LucideIcon;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  canRun?: (editor: Editor) => boolean;
};

const COMMANDS: Command[][] = [
  [
    { key: 'bold', icon: Bold, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { key: 'italic', icon: Italic, isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  ],
  [
    {
      key: 'heading2',
      icon: Heading2,
      isActive: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      icon: Heading3,
      isActive: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    { key: 'bulletList', icon: List, isActive: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
    {
      key: 'orderedList',
      icon: ListOrdered,
      isActive: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    { key: 'blockquote', icon: Quote, isActive: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  ],
  [
    { key: 'undo', icon: Undo2, run: (e) => e.chain().focus().undo().run(), canRun: (e) => e.can().undo() },
    { key: 'redo', icon: Redo2, run: (e) => e.chain().focus().redo().run(), canRun: (e) => e.can().redo() },
  ],
];

/**
 * Rich text for story bodies and other staff HTML: TipTap with bold, italic, subheadings, lists, quotes, links
 * (http(s) and mailto only) and undo. The HTML travels in a hidden input named `name`, so the editor works inside
 * a plain <form>; `onChange` feeds react-hook-form. The element `labelledBy` names it (a <label for> cannot point at
 * a contenteditable) and, clicked, focuses it as a label would. Whatever it sends is sanitised again on the server on
 * save and on render.
 */
export function RichTextEditor({
  id,
  name,
  labelledBy,
  defaultValue = '',
  onChange,
  onBlur,
  describedBy,
  isInvalid = false,
}: {
  id: string;
  name: string;
  labelledBy: string;
  defaultValue?: string;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  describedBy?: string;
  isInvalid?: boolean;
}) {
  const [html, setHtml] = useState(defaultValue);
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': String(isInvalid),
    class: 'story-body min-h-48 px-3 py-2 text-sm focus:outline-none',
  };
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLinkAddress(url),
        },
      }),
      CaretAfterUndo,
    ],
    content: defaultValue,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const next = htmlOf(current);
      setHtml(next);
      onChange?.(next);
    },
    onBlur: () => onBlur?.(),
  });
  // The error state and its message change after the editor exists: keep its attributes in step.
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> } });
  }, [editor, attributeKey]);

  useEffect(() => {
    const label = document.getElementById(labelledBy);
    if (!editor || !label) return;
    const focus = () => editor.commands.focus();
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [editor, labelledBy]);

  return (
    <div
      className="rounded border border-neutral-400 bg-white focus-within:outline focus-within:outline-2 focus-within:outline-bok-green data-[invalid=true]:border-red-600"
      data-invalid={isInvalid}
    >
      <input type="hidden" name={name} value={html} />
      {editor ? <Toolbar editor={editor} controls={id} /> : <div className="h-10 border-b border-neutral-300" aria-hidden />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const t = useTranslations('stories.editor');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(COMMANDS.flat().map((command) => [command.key, command.isActive?.(current) ?? false])),
      enabled: Object.fromEntries(COMMANDS.flat().map((command) => [command.key, command.canRun?.(current) ?? true])),
      isLink: current.isActive('link'),
    }),
  });
  const [isLinking, setIsLinking] = useState(false);

  return (
    <div className="border-b border-neutral-300">
      <div role="toolbar" aria-label={t('toolbar')} aria-controls={controls} className="flex flex-wrap items-center gap-1 p-1">
        {COMMANDS.map((group, index) => (
          <div key={index} className="flex gap-0.5 border-r border-neutral-200 pr-1 last:border-r-0">
            {group.map((command) => (
              <ToolButton
                key={command.key}
                label={t(command.key)}
                icon={command.icon}
                pressed={command.isActive ? Boolean(state.active[command.key]) : undefined}
                disabled={!state.enabled[command.key]}
                onClick={() => command.run(editor)}
              />
            ))}
            {index === 2 && (
              <ToolButton label={t('link')} icon={Link2} pressed={state.isLink} onClick={() => setIsLinking((open) => !open)} />
            )}
          </div>
        ))}
      </div>
      {isLinking && <LinkForm editor={editor} onDone={() => setIsLinking(false)} />}
    </div>
  );
}

function ToolButton({
  label,
  icon: Icon,
  pressed,
  disabled = false,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // A click keeps the caret (and the selection) in the text; the keyboard reaches the button with Tab.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex h-8 w-8 items-center justify-center rounded text-neutral-800 hover:bg-neutral-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-bok-green disabled:opacity-40 aria-pressed:bg-bok-green aria-pressed:text-white"
    >
      <Icon size={16} aria-hidden />
    </button>
  );
}

/** The link prompt: an address (http, https or mailto), applied to the selection, or the link removed. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const t = useTranslations('stories.editor');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const value = address.trim();
    if (!isAllowedLinkAddress(value)) {
      setError(t('linkInvalid'));
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] }).run();
    else chain.setLink({ href: value }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter must not submit the surrounding form.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      editor.commands.focus();
      onDone();
    }
  };

  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-neutral-200 p-2">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={inputId} className="text-xs font-semibold">
          {t('linkAddress')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="url"
          inputMode="url"
          autoFocus
          value={address}
          placeholder="https://"
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          className={INPUT_CLASS}
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-xs text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            {t('linkHint')}
          </p>
        )}
      </div>
      <button type="button" onClick={apply} className={SECONDARY_BUTTON_CLASS}>
        {t('linkApply')}
      </button>
      {editor.isActive('link') && (
        <button type="button" onClick={remove} className={SECONDARY_BUTTON_CLASS}>
          {t('linkRemove')}
        </button>
      )}
      <button
        type="button"
        onClick={() => {
          editor.commands.focus();
          onDone();
        }}
        className={SECONDARY_BUTTON_CLASS}
      >
        {t('linkCancel')}
      </button>
    </div>
  );
}

import '@mantine/tiptap/styles.css';
import './rich-text-texts';
import { Input, Textarea } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { RichTextEditor } from '@mantine/tiptap';
import TipTapLink from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listItemsWithoutParagraphs, lostInEditor } from './rich-html';

export interface RichTextFieldProps {
  readonly label: string;
  /** The HTML as the API holds it ('' for none). */
  readonly value: string;
  readonly error?: string | undefined;
  readonly readOnly: boolean;
  /** The language of the text (its tab's), for spelling and screen readers. */
  readonly lang: string;
  onChange(html: string): void;
}

/**
 * Links as written: no target or rel added to the agency's `<a href>` (TipTap would add
 * `target="_blank" rel="noopener noreferrer nofollow"`), not followed on click while editing,
 * and Ctrl/⌘+K opens the toolbar's link editor (Mantine's control listens for `edit-link`).
 */
const Link = TipTapLink.extend({
  addKeyboardShortcuts: () => ({
    'Mod-k': () => {
      window.dispatchEvent(new Event('edit-link'));
      return true;
    },
  }),
}).configure({ openOnClick: false, HTMLAttributes: { target: null, rel: null, class: null } });

/** Everything the starter kit reads (headings, quotes… an agency may have written them) except its own link, and no empty paragraph added after a final list. */
const EXTENSIONS = [StarterKit.configure({ link: false, trailingNode: false }), Link];

/**
 * An HTML description in a rich-text editor (TipTap under Mantine's toolbar): bold, italic,
 * lists, links, undo, all also from the keyboard (Ctrl/⌘+B, I, Shift+8, Shift+7, K, Z). The
 * agency's HTML is what it edits and what it gives back; it is never put into the page any other
 * way.
 *
 * TipTap writes the HTML it reads in its own form (`<b>` as `<strong>`, whitespace between blocks
 * dropped). So that a description opened and not touched is no change, the editor's form of the
 * value it was given is remembered: while the document is that, the field reports the value as it
 * came, byte for byte; only a real edit reports the editor's HTML.
 *
 * A text holding what the editor cannot represent (a table, an image, inline styles…) would lose it
 * at the first edit, so such a text is edited as HTML in a plain text area instead, with a note
 * naming what the editor would drop; it is decided again when a value comes from outside. Read
 * only, it is shown in the editor (as far as it can show it): nothing is written from there.
 */
export function RichTextField({ label, value, error, readOnly, lang, onChange }: RichTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  /** The value last given from outside and the editor's HTML of it; what this field last reported. */
  const given = useRef({ value, html: '' });
  const reported = useRef(value);
  const changed = useRef(onChange);
  changed.current = onChange;
  /** What the editor would drop from the value given from outside (then the text is edited as HTML). */
  const [lost, setLost] = useState<string[]>([]);
  const decidedFor = useRef<string | undefined>(undefined);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onCreate: ({ editor: created }) => {
      given.current = { value, html: created.getHTML() };
    },
    onUpdate: ({ editor: edited }) => {
      const html = edited.getHTML();
      const next = html === given.current.html ? given.current.value : edited.isEmpty ? '' : listItemsWithoutParagraphs(html);
      reported.current = next;
      changed.current(next);
    },
  });

  // A value from outside (a save, a reload, a conflict's merge): shown, and the new reference.
  useLayoutEffect(() => {
    if (!editor || value === reported.current) return;
    editor.commands.setContent(value, { emitUpdate: false });
    given.current = { value, html: editor.getHTML() };
    reported.current = value;
  }, [editor, value]);

  // For each value given from outside (not for the agent's own edits), before it is painted: a
  // text the editor cannot hold is never shown in it. (TipTap reports its creation only later.)
  useLayoutEffect(() => {
    if (!editor || decidedFor.current === given.current.value) return;
    decidedFor.current = given.current.value;
    setLost(lostInEditor(given.current.value, given.current.html === '' ? editor.getHTML() : given.current.html));
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
          ...(readOnly ? { 'aria-readonly': 'true' } : {}),
          lang,
        },
      },
    });
  }, [editor, labelId, errorId, error, readOnly, lang]);

  // Read only, nothing can be lost: the text is shown formatted, as far as the editor can show it.
  if (lost.length > 0 && !readOnly) {
    return (
      <Textarea
        label={label}
        description={t('richText.asHtml', { what: lost.join(', ') })}
        value={value}
        onChange={(event) => {
          reported.current = event.currentTarget.value;
          changed.current(event.currentTarget.value);
        }}
        error={error}
        lang={lang}
        spellCheck={false}
        autosize
        minRows={6}
        maxRows={24}
        mt={4}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
    );
  }

  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} error={error} errorProps={{ id: errorId }}>
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t('richText.bold'),
          italicControlLabel: t('richText.italic'),
          bulletListControlLabel: t('richText.bulletList'),
          orderedListControlLabel: t('richText.orderedList'),
          linkControlLabel: t('richText.link'),
          unlinkControlLabel: t('richText.unlink'),
          linkEditorInputLabel: t('richText.linkAddress'),
          linkEditorSave: t('richText.linkSave'),
          undoControlLabel: t('richText.undo'),
          redoControlLabel: t('richText.redo'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        {readOnly ? null : (
          <RichTextEditor.Toolbar aria-label={t('richText.formatting', { field: label })}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              {/* The link editor's "open in a new tab" switch has no name of its own, and the agency's links keep what they had. */}
              <RichTextEditor.Link disableTooltips styles={{ linkEditorExternalControl: { display: 'none' } }} />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

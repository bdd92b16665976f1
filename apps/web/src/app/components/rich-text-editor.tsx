import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

export type RichTextEditorOptions = {
  /** Initial HTML. */
  content: string;
  editable: boolean;
  /** The id of the element that names the editor (its visible label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  onChange?: (html: string) => void;
};

/**
 * A TipTap editor for e-mail bodies: the starter kit's paragraphs, headings, lists, emphasis and links (the
 * HTML the server's sanitiser keeps). The editable element is a labelled multi-line textbox, so a screen reader
 * names it and the keyboard reaches it with Tab; Ctrl/Cmd+B, I, U, Z work inside it.
 */
export const useRichTextEditor = ({
  content,
  editable,
  labelledBy,
  describedBy,
  invalid,
  onChange,
}: RichTextEditorOptions) => {
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(editable ? {} : { 'aria-readonly': 'true' }),
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content,
    editable,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  const attributesKey = JSON.stringify(attributes);
  // The editor is made once (recreating it would lose the caret); its accessible state follows the form's.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);
  return editor;
};

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList';

const TOOLS: ReadonlyArray<{ mark: Mark; label: MessageId; icon: ReactNode; toggle: (editor: Editor) => void }> = [
  {
    mark: 'bold',
    label: 'emailTemplates.editor.bold',
    icon: <FormatBoldIcon fontSize="small" />,
    toggle: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    mark: 'italic',
    label: 'emailTemplates.editor.italic',
    icon: <FormatItalicIcon fontSize="small" />,
    toggle: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    mark: 'underline',
    label: 'emailTemplates.editor.underline',
    icon: <FormatUnderlinedIcon fontSize="small" />,
    toggle: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    mark: 'bulletList',
    label: 'emailTemplates.editor.bulletList',
    icon: <FormatListBulletedIcon fontSize="small" />,
    toggle: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    mark: 'orderedList',
    label: 'emailTemplates.editor.orderedList',
    icon: <FormatListNumberedIcon fontSize="small" />,
    toggle: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

export type RichTextEditorProps = {
  editor: Editor | null;
  /** Shown at the toolbar's end, e.g. the placeholder picker. */
  toolbarEnd?: ReactNode;
  invalid?: boolean;
};

/** The editor with its formatting toolbar (toggle buttons that say whether they are on); no toolbar when read-only. */
export const RichTextEditor = ({ editor, toolbarEnd, invalid = false }: RichTextEditorProps) => {
  const intl = useIntl();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map(({ mark }) => [mark, current?.isActive(mark) ?? false])) as Record<Mark, boolean>,
  });
  const editable = editor?.isEditable ?? false;
  const tool = (label: MessageId, icon: ReactNode, onClick: () => void, pressed?: boolean) => {
    const name = intl.formatMessage({ id: label });
    return (
      <Tooltip key={label} title={name}>
        <IconButton size="small" aria-label={name} aria-pressed={pressed} onClick={onClick} disabled={!editor}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  };
  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main' },
      }}
    >
      {editable && editor && (
        <Stack
          direction="row"
          role="toolbar"
          aria-label={intl.formatMessage({ id: 'emailTemplates.editor.toolbar' })}
          alignItems="center"
          spacing={0.5}
          sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
        >
          {TOOLS.map(({ mark, label, icon, toggle }) =>
            tool(label, icon, () => toggle(editor), active?.[mark] ?? false),
          )}
          {tool('emailTemplates.editor.undo', <UndoIcon fontSize="small" />, () => editor.chain().focus().undo().run())}
          {tool('emailTemplates.editor.redo', <RedoIcon fontSize="small" />, () => editor.chain().focus().redo().run())}
          <Box sx={{ flexGrow: 1 }} />
          {toolbarEnd}
        </Stack>
      )}
      <Box
        sx={{
          px: 1.5,
          '& .ProseMirror': { minHeight: 200, py: 1, outline: 'none' },
          '& .ProseMirror p': { my: 0.5 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
};

import { useRef } from 'react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { getNonce } from 'get-nonce';
import { API, type EditorPhotoResponse } from '@shop/contracts';
import { alertError, apiFetch } from '../api/client';
import styles from './RichTextEditor.module.css';

/** POST /api/v1/editor/photo (staff): stores one picture for rich text, re-encoded; answers its URL. */
export async function uploadEditorPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return (await apiFetch<EditorPhotoResponse>(`${API.public}/editor/photo`, { method: 'POST', body })).url;
}

/**
 * The console's rich-text editor (TipTap) for product descriptions, notices and FAQ answers:
 * headings, bold, italic, lists and photos uploaded through editor/photo. It hands back HTML; the
 * server sanitises it before storing. Load it lazily (TipTap is large): only console pages use it.
 */
export function RichTextEditor({ value, onChange, label }: { value: string; onChange(html: string): void; label: string }) {
  const file = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: value,
    immediatelyRender: false,
    // TipTap adds its base <style> element: it carries the page's nonce, or the CSP blocks it (csp-nonce.ts).
    injectNonce: getNonce(),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: !!e?.isActive('bold'),
      italic: !!e?.isActive('italic'),
      h2: !!e?.isActive('heading', { level: 2 }),
      bullet: !!e?.isActive('bulletList'),
      ordered: !!e?.isActive('orderedList'),
    }),
  });
  const chain = () => editor!.chain().focus();
  const addPhoto = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen || !editor) return;
    try {
      const url = await uploadEditorPhoto(chosen);
      chain().setImage({ src: url, alt: '' }).run();
    } catch (e) {
      alertError(e);
    } finally {
      if (file.current) file.current.value = '';
    }
  };
  const tool = (text: string, pressed: boolean | undefined, run: () => void) => (
    <button type="button" aria-pressed={pressed} disabled={!editor} onClick={run}>
      {text}
    </button>
  );
  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label="서식">
        {tool('제목', active?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('굵게', active?.bold, () => chain().toggleBold().run())}
        {tool('기울임', active?.italic, () => chain().toggleItalic().run())}
        {tool('목록', active?.bullet, () => chain().toggleBulletList().run())}
        {tool('번호 목록', active?.ordered, () => chain().toggleOrderedList().run())}
        {tool('사진', undefined, () => file.current?.click())}
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          hidden
          aria-label="본문 사진 올리기"
          onChange={(e) => void addPhoto(e.target.files)}
        />
      </div>
      <EditorContent editor={editor} className={styles.editorBody} />
    </div>
  );
}

import { useEffect, useState, type FormEvent } from 'react';

/**
 * The search box of a list page whose search lives in the URL: `draft` is what is typed, kept in
 * step with `searchValue` when the URL changes (back, a link); `onSearch` submits it trimmed.
 */
export function useSearchDraft(searchValue: string | undefined, search: (value: string) => void) {
  const [draft, setDraft] = useState(searchValue ?? '');
  useEffect(() => setDraft(searchValue ?? ''), [searchValue]);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    search(draft.trim());
  };
  return { draft, setDraft, onSearch };
}

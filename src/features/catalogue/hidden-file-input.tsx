import type { RefObject } from 'react';

/**
 * A file input opened by a button of the page (the browser's own control is neither styleable nor 44 px): the picked
 * file is handed on, and the input emptied so that picking the same file again is noticed.
 */
export function HiddenFileInput({ inputRef, accept, label, onPick }: { inputRef: RefObject<HTMLInputElement | null>; accept: string; label: string; onPick: (file: File) => void }) {
  return (
    <input
      ref={inputRef}
      type="file"
      hidden
      accept={accept}
      aria-label={label}
      onChange={(e) => {
        const picked = e.target.files?.[0];
        if (picked) onPick(picked);
        e.target.value = '';
      }}
    />
  );
}

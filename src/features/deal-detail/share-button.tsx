import { ShareIcon } from '@components/icons';
import { ShareModal } from '@components/share-modal';
import { currentHref } from '@lib/current-origin';
import { SHARE, shareText } from '@shared/site/screen-texts';
import { useState } from 'react';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The Web Share sheet where the browser has one; otherwise the share dialog with four networks. */
export function ShareButton({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  const text = shareText(title);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The shopper dismissed the sheet: nothing to do. Any other failure falls back to the dialog.
        if (isAbort(error)) return;
      }
    }
    setOpen(true);
  };

  return (
    <>
      <button type="button" className="btn btn--secondary deal-action" onClick={share}>
        <ShareIcon size={18} />
        {SHARE}
      </button>
      <ShareModal open={open} onClose={() => setOpen(false)} url={currentHref()} text={text} />
    </>
  );
}

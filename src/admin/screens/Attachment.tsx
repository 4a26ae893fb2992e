/**
 * A return's attachment, fetched with the staff token (a plain link cannot send it): an image is
 * shown as a data: URL (the site's CSP allows data: images, not blob:), anything else is a download.
 */
import { useState } from 'react';
import { errorText, fetchFile, saveBlob } from '../api/client.ts';
import { Notice } from '../ui.tsx';

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export function Attachment({ url, name }: { url: string; name: string }) {
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    try {
      const blob = await fetchFile(url);
      if (blob.type.startsWith('image/')) setImage(await dataUrl(blob));
      else saveBlob(blob, name);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div className="attachment">
      {image ? (
        <img src={image} alt="The customer's attachment" />
      ) : (
        <button type="button" onClick={open}>
          View attachment
        </button>
      )}
      <Notice error>{error}</Notice>
    </div>
  );
}

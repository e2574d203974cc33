import { Button } from '@halo/ui';
import { useState } from 'react';
import { qrCodePng, qrCodeSvg, saveFile, type QrCodeDrawing } from './qrCodeFile';

export interface QrCodeDownloadsTexts {
  png: string;
  svg: string;
  /** Longer names for screen readers, holding the buttons' words (several codes on one page). */
  pngName?: string;
  svgName?: string;
  failed: string;
}

/** "Download PNG" and "Download SVG" of a QR code, saved as `{fileName}.png` / `.svg`. */
export function QrCodeDownloads({
  qrCode,
  fileName,
  texts,
}: {
  qrCode: QrCodeDrawing;
  /** The file's name without its extension, e.g. `cedar-giving-qr`. */
  fileName: string;
  texts: QrCodeDownloadsTexts;
}) {
  const [failed, setFailed] = useState(false);

  async function downloadPng() {
    setFailed(false);
    try {
      saveFile(await qrCodePng(qrCode), `${fileName}.png`);
    } catch {
      setFailed(true);
    }
  }

  function downloadSvg() {
    setFailed(false);
    saveFile(new Blob([qrCodeSvg(qrCode)], { type: 'image/svg+xml' }), `${fileName}.svg`);
  }

  return (
    <>
      <div className="admin-qr-downloads">
        <Button
          type="button"
          variant="secondary"
          aria-label={texts.pngName}
          onClick={() => void downloadPng()}
        >
          {texts.png}
        </Button>
        <Button type="button" variant="secondary" aria-label={texts.svgName} onClick={downloadSvg}>
          {texts.svg}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="admin-error">
          {texts.failed}
        </p>
      ) : null}
    </>
  );
}

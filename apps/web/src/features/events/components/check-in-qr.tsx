import makeQr from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * The check-in link as a QR code (issue 29), drawn as one SVG path: a runner's phone camera opens the
 * event page with the code filled in.
 */
export function CheckInQr({ url, label }: { url: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = makeQr(0, 'M');
    qr.addData(url);
    qr.make();
    const n = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < n; row++)
      for (let col = 0; col < n; col++) if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    // A quiet zone of 4 modules on each side, as readers expect.
    return { size: n + 8, path: d };
  }, [url]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-40 rounded bg-white"
      shapeRendering="crispEdges"
      data-testid="check-in-qr"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

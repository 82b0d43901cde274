import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** The dark modules of a QR code as one SVG path, one unit square each. */
async function qrPath(text: string): Promise<{ size: number; path: string }> {
  // Loaded on first use: only this page draws QR codes.
  const { generate } = await import('lean-qr');
  const code = generate(text);
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) if (code.get(x, y)) path += `M${x} ${y}h1v1h-1z`;
  }
  return { size: code.size, path };
}

/** A QR code of `text` as an <svg> (sharp at any size, and printable), with a quiet zone of 4 modules. */
export function InviteQrCode({ text, label }: { text: string; label: string }) {
  const [qr, setQr] = useState<{ text: string; size: number; path: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    qrPath(text).then(
      (drawn) => current && setQr({ text, ...drawn }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (failed) return <Text color="gray.600">二维码加载失败，请刷新页面重试</Text>;
  if (!qr || qr.text !== text) return <Box w="48" h="48" bg="gray.100" borderRadius="md" aria-busy="true" />;
  const quiet = 4;
  const box = qr.size + quiet * 2;
  return (
    <Box w="48" h="48" bg="white" borderWidth="1px" borderRadius="md">
      <svg role="img" aria-label={label} viewBox={`${-quiet} ${-quiet} ${box} ${box}`} width="100%" height="100%" shapeRendering="crispEdges" data-testid="invite-qr">
        <path d={qr.path} fill="black" />
      </svg>
    </Box>
  );
}

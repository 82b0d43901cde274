/**
 * Files a picker accepts or refuses. Every upload call first reads a file's first bytes (issue 25: uploads checked in
 * the browser), so a test picture starts as a real one does; its size is whatever the test needs.
 */
const signatures = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  /** A PDF: no image, whatever it is called or declared as. */
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
} as const;

export function imageFile(name: string, { type = 'image/png', size = 16, head = type }: { type?: string; size?: number; head?: keyof typeof signatures | string } = {}): File {
  const bytes = new Uint8Array(Math.max(size, 8));
  bytes.set(signatures[head as keyof typeof signatures] ?? []);
  return new File([bytes.subarray(0, size)], name, { type });
}

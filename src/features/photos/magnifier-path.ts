/** /magnifier (图片放大) showing the public upload `key` at full size: the viewer's 新窗口查看大图 opens it. */
export const magnifierPath = (key: string) => `/magnifier?key=${encodeURIComponent(key)}`;

/**
 * Sets `key` in a map that keeps at most `atMost` entries, dropping the oldest set first (a Map iterates in insertion
 * order, and `key` is moved to the newest end). The bounded memories of the server (kept reads, remembered passwords,
 * compressed answers) hold their size this way, so no burst of different keys can grow them without end.
 */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, atMost: number): void {
  map.delete(key);
  if (map.size >= atMost) map.delete(map.keys().next().value!);
  map.set(key, value);
}

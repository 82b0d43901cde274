import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiDownload } from '../client';
import { profileKeys } from './keys';

/**
 * A private upload (identity papers, /api/upload/private/{key}) as an address an <img> can show. The call needs the
 * session's token header, which an <img> cannot send, so the picture is fetched and shown from a blob: URL (the page's
 * policy allows blob: images), released when the component leaves. Null while loading or when refused.
 */
export function usePrivateImage(url: string | null | undefined): string | null {
  const blob = useQuery({
    queryKey: profileKeys.privateUpload(url),
    queryFn: () => apiDownload(url!),
    enabled: Boolean(url),
    staleTime: Infinity,
  }).data;
  const objectUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);
  return objectUrl;
}

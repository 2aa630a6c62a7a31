import { useQuery } from '@tanstack/react-query';
import { userApi } from './userApi';

/** The photo as a data: URL, so the cached answer needs no object URL to revoke. */
function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('사진을 읽지 못했습니다.'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A user's photo as an image source, or null (none, still loading, or not loadable). Photos need the bearer
 * token, so an <img src> cannot fetch them itself; `version` in the key loads it again after an edit.
 */
export function useUserPhoto(userId: number, hasPhoto: boolean, version: number): string | null {
  const photo = useQuery({
    queryKey: ['user', 'photo', userId, version],
    queryFn: () => userApi.photo(userId).then(dataUrl),
    enabled: hasPhoto,
    staleTime: Infinity,
  });
  return hasPhoto ? (photo.data ?? null) : null;
}

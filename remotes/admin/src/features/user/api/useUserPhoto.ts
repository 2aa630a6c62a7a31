import { useEffect, useState } from 'react';
import { userApi } from './userApi';

/**
 * Object URL of a user's photo. Photos need the bearer token, so an <img src> cannot
 * fetch them itself; `version` in the key refetches after an edit.
 */
export function useUserPhoto(userId: number, hasPhoto: boolean, version: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasPhoto) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    let live = true;
    userApi
      .photo(userId)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [userId, hasPhoto, version]);
  return url;
}

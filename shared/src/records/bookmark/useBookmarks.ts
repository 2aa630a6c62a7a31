import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionStore } from '../../session/atoms';
import { addBookmark, bookmarksAtom, type BookmarkTarget, findBookmark, loadBookmarks, moveBookmarks, removeBookmark } from './bookmarksStore';

/** The signed-in user's bookmarks, loaded once and shared by every star and menu. */
export function useBookmarks() {
  const state = useAtomValue(bookmarksAtom, { store: sessionStore });
  useEffect(() => {
    void loadBookmarks();
  }, []);
  return {
    bookmarks: state.items,
    loading: state.status === 'loading' || state.status === 'idle',
    error: state.status === 'error' ? state.error : null,
    reload: () => loadBookmarks(true),
    find: (target: BookmarkTarget) => findBookmark(state.items, target),
    add: addBookmark,
    remove: removeBookmark,
    reorder: moveBookmarks,
  };
}

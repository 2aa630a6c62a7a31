import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { COLLECTION_KEYS } from '../api/collectionApi';

/** After a collection, its reversal or a write-off: tell it, then refetch what it changed (balances, figures, contract progress). */
export function useBondRefresh() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return (text: string) => {
    message.success(text);
    for (const queryKey of COLLECTION_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}

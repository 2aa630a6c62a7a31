import { useNavigate } from '@dure/shared';
import { App, Button } from 'antd';

/**
 * The notice of a record just created from a list, a board or another record's page: the user stays where they were
 * and opens the new record from the notice if they want it.
 */
export function useCreatedNotice() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (text: string, path: string) => {
    const key = `created:${path}`;
    message.success({
      key,
      duration: 6,
      content: (
        <>
          {text}{' '}
          <Button
            type="link"
            size="small"
            onClick={() => {
              message.destroy(key);
              navigate(path);
            }}
          >
            열기
          </Button>
        </>
      ),
    });
  };
}

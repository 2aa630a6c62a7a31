import { leadList } from '../api/leadApi';
import { leadListAt, leadListQuery } from '../api/leadQueries';

it('starts the lead list for its address, and nothing for the pipeline board, which loads its own columns', () => {
  const search = new URLSearchParams('keyword=%EC%8B%A0%EA%B7%9C&sort=leadNo,desc');
  expect(leadListAt(search)?.queryKey).toEqual(leadListQuery(leadList.parse(search)).queryKey);
  expect(leadListAt(new URLSearchParams('view=kanban&keyword=x'))).toBeUndefined();
});

// What other features of the cost remote use of 업무 유형: the activity picker and its api (tests mock it).
export { TaskActivitySelect } from './components/TaskActivitySelect';
export { taskActivityApi, type PickedTaskActivity } from './api/taskActivityApi';

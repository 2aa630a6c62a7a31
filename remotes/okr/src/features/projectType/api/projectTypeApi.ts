import { http } from '@dure/shared';
import type { ProjectType, ProjectTypeBody } from '@dure/shared/contracts/okr/project';

export type { ProjectType, ProjectTypeBody } from '@dure/shared/contracts/okr/project';

const result = <T,>(r: { result: T }) => r.result;

/** 프로젝트 유형 (/project/management): the whole list with project counts; a used type is switched off, never deleted. */
export const projectTypeApi = {
  list: () => http.get('api/project-type').json<{ result: ProjectType[] }>().then(result),
  create: (input: ProjectTypeBody) => http.post('api/project-type', { json: input }).json<{ result: ProjectType }>().then(result),
  update: (id: number, version: number, input: ProjectTypeBody) => http.put(`api/project-type/${id}`, { json: { ...input, version } }).json<{ result: ProjectType }>().then(result),
};

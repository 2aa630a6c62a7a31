import { queryOptions } from '@tanstack/react-query';
import { homeApi } from './homeApi';

// Keyed under the okr screens' own roots ('okr' for goals, 'project' for projects), so a check-in or a project
// write there marks the home cards stale too.
export const myGoalsQuery = () => queryOptions({ queryKey: ['okr', 'goal', 'mine', 'summary'], queryFn: () => homeApi.myGoals() });
export const myProjectsQuery = () => queryOptions({ queryKey: ['project', 'mine'], queryFn: () => homeApi.myProjects() });

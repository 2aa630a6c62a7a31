// Test helpers shared by the apps' tests (`@dure/shared/testing`); production code never imports it (dependency-cruiser checks).
export { renderScreen, type ScreenOptions } from './renderScreen';
export { httpError, onePage, recordFixture } from './fixtures';
export { queryWrapper, renderWithQuery, testQueryClient } from './queryClient';

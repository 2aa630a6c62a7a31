import { startStandalone } from '@dure/shared/standalone';
import { routes } from './routes';

startStandalone(routes);

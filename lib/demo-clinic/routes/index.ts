import type { DemoRoute } from '../context';
import { bookingRoutes } from './booking';
import { leadRoutes } from './leads';
import { conversationRoutes } from './conversations';
import { platformRoutes } from './platform';

/**
 * Routes of the areas beyond content (booking, leads, privacy, conversations, media, feedback, locations).
 * Each area lives in its own file under routes/ and is listed here.
 */
export const extraRoutes: DemoRoute[] = [...leadRoutes, ...bookingRoutes, ...conversationRoutes, ...platformRoutes];

/** PLACEHOLDER (issue 17): written by the images helper (C). */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminPublishingRoutes = new Hono<AppEnv>();

/** PLACEHOLDER (issue 17): written by the content helper (D). */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminContentRoutes = new Hono<AppEnv>();

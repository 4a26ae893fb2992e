/** PLACEHOLDER (issue 17): written by the CSV helper (B). */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

export const adminProductCsvRoutes = new Hono<AppEnv>();

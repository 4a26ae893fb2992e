/**
 * Vehicle fitment, public: GET /vehicles (the make -> model -> series -> engine tree),
 * GET /vehicles/{id}, GET /vehicles/{id}/products (the vehicle-specific parts that fit it, in a year)
 * and GET /products/{sku}/fitment (the vehicles a product fits).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  OneVehicleSchema,
  ProductFitmentSchema,
  VehiclePartsSchema,
  VehicleTreeSchema,
} from '../../lib/api/schemas/fitment.ts';
import { FITMENT_MESSAGES } from '../../lib/fitment/fitment.ts';
import { VehicleYearQuery } from '../../lib/fitment/garage-input.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { doc } from '../http/openapi.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import { findVehicle, madeIn, productFitment, readVehicleTree, vehicleParts } from '../services/vehicles.ts';

/** Public and the same for everyone: caches and the CDN may keep it a few minutes. */
const CACHED = { 'Cache-Control': 'public, max-age=300' };

const TAG = 'Vehicles';
const BAD_ID = 'The vehicle id is not a whole number.';
const docs = {
  tree: doc(TAG, 'Every vehicle, as makes, models, series and engines', { 200: VehicleTreeSchema }),
  one: doc(TAG, 'One vehicle', { 200: OneVehicleSchema, 400: BAD_ID, 404: 'No such vehicle.' }),
  parts: doc(TAG, 'The vehicle-specific products that fit a vehicle (in a model year)', {
    200: VehiclePartsSchema,
    400: 'The vehicle id or year is not a whole number, or a query parameter is unknown.',
    404: 'No such vehicle.',
    422: 'The vehicle was not made in that year.',
  }),
  product: doc(TAG, 'The vehicles a product fits', {
    200: ProductFitmentSchema,
    400: 'The product reference is too long.',
    404: 'No such product.',
  }),
};

const byId = validate('param', v.strictObject({ id: wholeNumberText('Vehicle id') }));

export const vehicleRoutes = new Hono<AppEnv>()
  .get('/vehicles', docs.tree, async (c) => c.json({ data: await readVehicleTree(c.var.db) }, 200, CACHED))
  .get('/vehicles/:id', docs.one, byId, async (c) => {
    const vehicle = await findVehicle(c.var.db, c.req.valid('param').id);
    return vehicle ? c.json({ data: vehicle }, 200, CACHED) : notFound(c, FITMENT_MESSAGES.vehicleNotFound);
  })
  .get('/vehicles/:id/products', docs.parts, byId, validate('query', VehicleYearQuery), async (c) => {
    const vehicle = await findVehicle(c.var.db, c.req.valid('param').id);
    if (!vehicle) return notFound(c, FITMENT_MESSAGES.vehicleNotFound);
    const year = c.req.valid('query').year ?? null;
    if (year !== null && !madeIn(vehicle, year))
      return c.json({ message: FITMENT_MESSAGES.yearOutside(vehicle) }, 422);
    const parts = await vehicleParts(c.var.db, vehicle.id, year);
    return c.json({ data: { vehicle, year, parts } }, 200, CACHED);
  })
  .get('/products/:sku/fitment', docs.product, async (c) => {
    const key = c.req.param('sku');
    if (key.length > 200) return c.json({ message: 'Product reference is too long' }, 400);
    const data = await productFitment(c.var.db, key);
    return data ? c.json({ data }, 200, CACHED) : notFound(c, `Product '${key}' not found`);
  });

/** A vehicle for tests of build-time fitment: the fields a test names, the rest a diesel 4WD ute's. */
import type { Vehicle } from '../../src/lib/fitment/fitment.ts';

type Named = Pick<Vehicle, 'id' | 'make' | 'model' | 'series' | 'year_from' | 'year_to' | 'engine'>;

export const testVehicle = (named: Named & Partial<Vehicle>): Vehicle => ({
  body: 'Ute',
  engine_code: '',
  displacement_cc: null,
  fuel: 'diesel',
  drive: '4WD',
  transmission: 'Automatic',
  ktype: null,
  redbook_code: null,
  ...named,
});

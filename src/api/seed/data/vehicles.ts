/**
 * Seed vehicle types (docs/design.md#vehicle-fitment): vehicles Australians drive, with their real series, model
 * years and engines, and which of them the seed products' title labels ("to suit Ford Ranger PX
 * 2011-2022") mean, plus the sister models that really share parts with them.
 * Years are model years, inclusive; a current series runs to CURRENT_YEAR.
 */
import type { Fuel } from '../../../lib/fitment/fitment.ts';

export const CURRENT_YEAR = 2026;

export interface VehicleSeed {
  make: string;
  model: string;
  series: string;
  yearFrom: number;
  yearTo: number;
  body: string;
  /** As shoppers name it ("3.2 TDCi"), and the maker's code ("P5AT"; '' where not published). */
  engine: string;
  engineCode: string;
  displacementCc: number | null;
  fuel: Fuel;
  /** Spark plugs, glow plugs and injectors per engine; 0 for electric motors. */
  cylinders: number;
  drive: string;
  transmission: string;
  ktype: string | null;
  redbookCode: string | null;
}

/** engine, code, cc, fuel, cylinders, drive, transmission, body, and optionally narrower years. */
type Row = [string, string, number | null, Fuel, number, string, string, string, ([number, number] | null)?];

function series(
  make: string,
  model: string,
  name: string,
  years: [number, number],
  rows: Row[],
): VehicleSeed[] {
  return rows.map(
    ([engine, engineCode, displacementCc, fuel, cylinders, drive, transmission, body, span]) => ({
      make,
      model,
      series: name,
      yearFrom: span?.[0] ?? years[0],
      yearTo: span?.[1] ?? years[1],
      body,
      engine,
      engineCode,
      displacementCc,
      fuel,
      cylinders,
      drive,
      transmission,
      ktype: null,
      redbookCode: null,
    }),
  );
}

const NOW = CURRENT_YEAR;
const A = 'Automatic';
const M = 'Manual';
const CVT = 'CVT';

// Shared engines, so a typo cannot split one engine into two.
const P4AT: Row = ['2.2 TDCi', 'P4AT', 2198, 'diesel', 4, '4WD', M, 'Dual Cab Ute'];
const P5AT: Row = ['3.2 TDCi', 'P5AT', 3198, 'diesel', 5, '4WD', A, 'Dual Cab Ute'];
const with_ = (row: Row, drive: string, transmission: string, body: string, span?: [number, number]): Row => [
  row[0],
  row[1],
  row[2],
  row[3],
  row[4],
  drive,
  transmission,
  body,
  span ?? null,
];
const GD1: Row = ['2.8 D-4D', '1GD-FTV', 2755, 'diesel', 4, '4WD', A, 'Dual Cab Ute'];
const GD2: Row = ['2.4 D-4D', '2GD-FTV', 2393, 'diesel', 4, '4WD', M, 'Single Cab Chassis'];
const VD1: Row = ['4.5 V8', '1VD-FTV', 4461, 'diesel', 8, '4WD', M, 'Wagon'];
const JJ3: Row = ['3.0 TD', '4JJ3-TCX', 2999, 'diesel', 4, '4WD', A, 'Crew Cab Ute'];
const N15: Row = ['2.4 MIVEC Diesel', '4N15', 2442, 'diesel', 4, '4WD', A, 'Double Cab Ute'];
const G64: Row = ['2.4 Petrol', '4G64', 2351, 'petrol', 4, '2WD', M, 'Single Cab Chassis'];
const FB25: Row = ['2.5i', 'FB25', 2498, 'petrol', 4, 'AWD', CVT, 'Wagon'];
const EE20: Row = ['2.0D', 'EE20', 1998, 'diesel', 4, 'AWD', M, 'Wagon'];
const M20A: Row = ['2.0', 'M20A-FKS', 1987, 'petrol', 4, 'FWD', CVT, 'Hatch'];
const G4NA: Row = ['2.0 MPi', 'G4NA', 1999, 'petrol', 4, 'FWD', A, 'Wagon'];
const D4HA: Row = ['2.0 CRDi', 'D4HA', 1995, 'diesel', 4, 'AWD', A, 'Wagon'];
const LFX: Row = ['3.6 V6', 'LFX', 3564, 'petrol', 6, 'RWD', A, 'Sedan'];
const L77: Row = ['6.0 V8', 'L77', 5967, 'petrol', 8, 'RWD', A, 'Sedan'];
const PYVPS: Row = ['2.5', 'PY-VPS', 2488, 'petrol', 4, 'AWD', A, 'Wagon'];
const YS23: Row = ['2.3 Twin-Turbo', 'YS23DDTT', 2298, 'diesel', 4, '4WD', A, 'Dual Cab Ute'];

/** The real vehicle types, in a stable order (ids follow it). */
export const vehicleSeeds: VehicleSeed[] = [
  // Ford Ranger: PX (T6) and its facelifts PX2 and PX3, then the PY (next generation).
  ...series(
    'Ford',
    'Ranger',
    'PX',
    [2011, 2015],
    [P4AT, with_(P4AT, '2WD', A, 'Single Cab Chassis'), P5AT, with_(P5AT, '4WD', M, 'Super Cab Chassis')],
  ),
  ...series(
    'Ford',
    'Ranger',
    'PX2',
    [2015, 2018],
    [P4AT, with_(P4AT, '2WD', A, 'Single Cab Chassis'), P5AT, with_(P5AT, '4WD', M, 'Super Cab Chassis')],
  ),
  ...series(
    'Ford',
    'Ranger',
    'PX3',
    [2018, 2022],
    [
      with_(P4AT, '2WD', A, 'Single Cab Chassis'),
      with_(P4AT, '4WD', A, 'Dual Cab Ute'),
      P5AT,
      with_(P5AT, '4WD', M, 'Dual Cab Chassis'),
      ['2.0 Bi-Turbo', 'YN2S', 1996, 'diesel', 4, '4WD', A, 'Dual Cab Ute'],
    ],
  ),
  ...series(
    'Ford',
    'Ranger',
    'PY',
    [2022, NOW],
    [
      ['2.0 Turbo', '', 1996, 'diesel', 4, '2WD', A, 'Single Cab Chassis'],
      ['2.0 Bi-Turbo', '', 1996, 'diesel', 4, '4WD', A, 'Dual Cab Ute'],
      ['3.0 V6', '', 2993, 'diesel', 6, '4WD', A, 'Dual Cab Ute'],
    ],
  ),
  ...series('Ford', 'Everest', 'UA', [2015, 2022], [with_(P5AT, '4WD', A, 'Wagon')]),
  ...series(
    'Ford',
    'Falcon',
    'FG X',
    [2014, 2016],
    [
      ['4.0 I6', 'Barra 195', 3984, 'petrol', 6, 'RWD', A, 'Sedan'],
      ['4.0 EcoLPi', 'Barra E-Gas', 3984, 'lpg', 6, 'RWD', A, 'Sedan'],
    ],
  ),

  // Toyota Hilux: 8th generation AN120 (2WD) and AN130 (4WD), and the 7th generation before it.
  ...series(
    'Toyota',
    'Hilux',
    'AN120',
    [2015, 2024],
    [
      ['2.7 Petrol', '2TR-FE', 2694, 'petrol', 4, '2WD', M, 'Single Cab Chassis'],
      with_(GD2, '2WD', A, 'Dual Cab Ute'),
      with_(GD1, '2WD', A, 'Dual Cab Ute'),
    ],
  ),
  ...series(
    'Toyota',
    'Hilux',
    'AN130',
    [2015, 2024],
    [GD2, GD1, with_(GD1, '4WD', M, 'Dual Cab Ute'), with_(GD1, '4WD', A, 'Extra Cab Chassis')],
  ),
  ...series(
    'Toyota',
    'Hilux',
    'KUN26',
    [2005, 2015],
    [['3.0 D-4D', '1KD-FTV', 2982, 'diesel', 4, '4WD', M, 'Dual Cab Ute']],
  ),
  ...series(
    'Toyota',
    'Hilux',
    'GGN25',
    [2005, 2015],
    [['4.0 V6', '1GR-FE', 3956, 'petrol', 6, '4WD', A, 'Dual Cab Ute']],
  ),

  // LandCruiser 70: the V8 from 2007 (double cab from 2012), the 2.8 four from 2023.
  ...series('Toyota', 'LandCruiser 70', 'VDJ76', [2007, 2024], [VD1]),
  ...series('Toyota', 'LandCruiser 70', 'VDJ78', [2007, 2024], [with_(VD1, '4WD', M, 'Troop Carrier')]),
  ...series(
    'Toyota',
    'LandCruiser 70',
    'VDJ79',
    [2007, 2024],
    [with_(VD1, '4WD', M, 'Single Cab Chassis'), with_(VD1, '4WD', M, 'Double Cab Chassis', [2012, 2024])],
  ),
  ...series('Toyota', 'LandCruiser 70', 'GDJ76', [2023, NOW], [with_(GD1, '4WD', A, 'Wagon')]),
  ...series(
    'Toyota',
    'LandCruiser 70',
    'GDJ79',
    [2023, NOW],
    [with_(GD1, '4WD', A, 'Single Cab Chassis'), with_(GD1, '4WD', A, 'Double Cab Chassis')],
  ),
  ...series(
    'Toyota',
    'LandCruiser 200',
    'VDJ200',
    [2007, 2021],
    [['4.5 V8 Twin-Turbo', '1VD-FTV', 4461, 'diesel', 8, '4WD', A, 'Wagon']],
  ),
  ...series(
    'Toyota',
    'LandCruiser 200',
    'UZJ200',
    [2007, 2012],
    [['4.7 V8', '2UZ-FE', 4664, 'petrol', 8, '4WD', A, 'Wagon']],
  ),
  ...series(
    'Toyota',
    'LandCruiser 200',
    'URJ202',
    [2012, 2021],
    [['4.6 V8', '1UR-FE', 4608, 'petrol', 8, '4WD', A, 'Wagon']],
  ),
  ...series(
    'Toyota',
    'LandCruiser 300',
    'FJA300',
    [2021, NOW],
    [['3.3 V6 Twin-Turbo', 'F33A-FTV', 3346, 'diesel', 6, '4WD', A, 'Wagon']],
  ),
  ...series(
    'Toyota',
    'LandCruiser Prado',
    'GDJ150',
    [2015, 2024],
    [with_(GD1, '4WD', A, 'Wagon'), with_(GD1, '4WD', M, 'Wagon')],
  ),
  ...series(
    'Toyota',
    'LandCruiser Prado',
    'KDJ150',
    [2009, 2015],
    [['3.0 D-4D', '1KD-FTV', 2982, 'diesel', 4, '4WD', A, 'Wagon']],
  ),
  ...series(
    'Toyota',
    'LandCruiser Prado',
    'GRJ150',
    [2009, 2018],
    [['4.0 V6', '1GR-FE', 3956, 'petrol', 6, '4WD', A, 'Wagon']],
  ),
  ...series('Toyota', 'LandCruiser Prado', 'GDJ250', [2024, NOW], [with_(GD1, '4WD', A, 'Wagon')]),

  // Toyota passenger cars.
  ...series(
    'Toyota',
    'Corolla',
    'E210',
    [2018, NOW],
    [
      M20A,
      with_(M20A, 'FWD', M, 'Hatch'),
      ['1.8 Hybrid', '2ZR-FXE', 1798, 'hybrid', 4, 'FWD', CVT, 'Hatch', [2019, NOW]],
      with_(M20A, 'FWD', CVT, 'Sedan', [2019, NOW]),
      ['1.8 Hybrid', '2ZR-FXE', 1798, 'hybrid', 4, 'FWD', CVT, 'Sedan', [2019, NOW]],
    ],
  ),
  ...series(
    'Toyota',
    'RAV4',
    'XA50',
    [2019, NOW],
    [
      with_(M20A, 'FWD', CVT, 'Wagon'),
      ['2.5', 'A25A-FKS', 2487, 'petrol', 4, 'AWD', A, 'Wagon'],
      ['2.5 Hybrid', 'A25A-FXS', 2487, 'hybrid', 4, 'FWD', CVT, 'Wagon'],
      ['2.5 Hybrid', 'A25A-FXS', 2487, 'hybrid', 4, 'AWD', CVT, 'Wagon'],
    ],
  ),
  ...series(
    'Toyota',
    'Camry',
    'XV70',
    [2017, 2024],
    [
      ['2.5', 'A25A-FKS', 2487, 'petrol', 4, 'FWD', A, 'Sedan'],
      ['2.5 Hybrid', 'A25A-FXS', 2487, 'hybrid', 4, 'FWD', CVT, 'Sedan'],
    ],
  ),

  // Mazda BT-50: UP and UR share the Ranger PX's platform and engines; the TF is built on the D-Max RG.
  ...series(
    'Mazda',
    'BT-50',
    'UP',
    [2011, 2015],
    [
      ['3.2 MZ-CD', 'P5AT', 3198, 'diesel', 5, '4WD', A, 'Dual Cab Ute'],
      ['2.2 MZ-CD', 'P4AT', 2198, 'diesel', 4, '2WD', M, 'Single Cab Chassis'],
    ],
  ),
  ...series(
    'Mazda',
    'BT-50',
    'UR',
    [2015, 2020],
    [
      ['3.2 MZ-CD', 'P5AT', 3198, 'diesel', 5, '4WD', A, 'Dual Cab Ute'],
      ['3.2 MZ-CD', 'P5AT', 3198, 'diesel', 5, '4WD', M, 'Freestyle Cab Chassis'],
      ['2.2 MZ-CD', 'P4AT', 2198, 'diesel', 4, '2WD', M, 'Single Cab Chassis'],
    ],
  ),
  ...series(
    'Mazda',
    'BT-50',
    'TF',
    [2020, NOW],
    [
      with_(JJ3, '4WD', A, 'Dual Cab Ute'),
      with_(JJ3, '2WD', A, 'Single Cab Chassis'),
      ['1.9 Turbo Diesel', 'RZ4E-TC', 1898, 'diesel', 4, '2WD', A, 'Dual Cab Ute', [2021, NOW]],
    ],
  ),
  ...series(
    'Mazda',
    'CX-5',
    'KF',
    [2017, NOW],
    [
      ['2.0', 'PE-VPS', 1998, 'petrol', 4, 'FWD', A, 'Wagon'],
      PYVPS,
      ['2.2 Diesel', 'SH-VPTS', 2191, 'diesel', 4, 'AWD', A, 'Wagon'],
      ['2.5 Turbo', 'PY-VPTS', 2488, 'petrol', 4, 'AWD', A, 'Wagon', [2018, NOW]],
    ],
  ),
  ...series('Mazda', 'CX-5', 'KE', [2012, 2017], [PYVPS]),
  ...series(
    'Mazda',
    '3',
    'BP',
    [2019, NOW],
    [
      ['2.0', 'PE-VPS', 1998, 'petrol', 4, 'FWD', A, 'Hatch'],
      ['2.5', 'PY-VPS', 2488, 'petrol', 4, 'FWD', A, 'Sedan'],
    ],
  ),

  // Isuzu.
  ...series(
    'Isuzu',
    'D-Max',
    'RG',
    [2020, NOW],
    [
      JJ3,
      with_(JJ3, '4WD', M, 'Crew Cab Ute'),
      with_(JJ3, '2WD', A, 'Single Cab Chassis'),
      ['1.9 Turbo Diesel', 'RZ4E-TC', 1898, 'diesel', 4, '2WD', A, 'Crew Cab Ute', [2022, NOW]],
    ],
  ),
  ...series(
    'Isuzu',
    'D-Max',
    'TF',
    [2012, 2020],
    [
      ['3.0 TD', '4JJ1-TCX', 2999, 'diesel', 4, '4WD', A, 'Crew Cab Ute'],
      ['3.0 TD', '4JJ1-TCX', 2999, 'diesel', 4, '4WD', M, 'Space Cab Chassis'],
    ],
  ),
  ...series('Isuzu', 'MU-X', 'RJ', [2021, NOW], [with_(JJ3, '4WD', A, 'Wagon')]),

  // Mitsubishi: Triton MQ/MR and the Pajero Sport QE/QF built on it.
  ...series('Mitsubishi', 'Triton', 'MQ', [2015, 2018], [N15, with_(N15, '4WD', M, 'Club Cab Chassis'), G64]),
  ...series(
    'Mitsubishi',
    'Triton',
    'MR',
    [2018, 2024],
    [N15, with_(N15, '4WD', M, 'Single Cab Chassis'), G64],
  ),
  ...series(
    'Mitsubishi',
    'Triton',
    'MV',
    [2024, NOW],
    [['2.4 Bi-Turbo Diesel', '4N16', 2442, 'diesel', 4, '4WD', A, 'Double Cab Ute']],
  ),
  ...series('Mitsubishi', 'Pajero Sport', 'QE', [2015, 2019], [with_(N15, '4WD', A, 'Wagon')]),
  ...series(
    'Mitsubishi',
    'Pajero Sport',
    'QF',
    [2019, 2025],
    [with_(N15, '4WD', A, 'Wagon'), with_(N15, '2WD', A, 'Wagon')],
  ),

  // Nissan, and the X-Class built on the Navara D23.
  ...series(
    'Nissan',
    'Navara',
    'D23',
    [2015, 2025],
    [
      YS23,
      ['2.3 Turbo', 'YS23DDT', 2298, 'diesel', 4, '4WD', M, 'King Cab Chassis'],
      ['2.5 Petrol', 'QR25DE', 2488, 'petrol', 4, '2WD', M, 'Single Cab Chassis'],
    ],
  ),
  ...series(
    'Mercedes-Benz',
    'X-Class',
    '470',
    [2018, 2020],
    [['X250d 2.3 Twin-Turbo', 'YS23DDTT', 2298, 'diesel', 4, '4WD', A, 'Dual Cab Ute']],
  ),
  ...series(
    'Nissan',
    'Patrol',
    'Y62',
    [2012, NOW],
    [['5.6 V8', 'VK56VD', 5552, 'petrol', 8, '4WD', A, 'Wagon']],
  ),
  ...series(
    'Nissan',
    'Patrol',
    'GU Y61',
    [2000, 2016],
    [['3.0 TD', 'ZD30DDTi', 2953, 'diesel', 4, '4WD', M, 'Wagon']],
  ),
  ...series(
    'Nissan',
    'X-Trail',
    'T32',
    [2014, 2022],
    [['2.5', 'QR25DE', 2488, 'petrol', 4, 'AWD', CVT, 'Wagon']],
  ),

  // Subaru.
  ...series(
    'Subaru',
    'Forester',
    'SJ',
    [2012, 2018],
    [
      FB25,
      ['2.0i', 'FB20', 1995, 'petrol', 4, 'AWD', M, 'Wagon'],
      ['2.0XT', 'FA20DIT', 1998, 'petrol', 4, 'AWD', CVT, 'Wagon'],
      EE20,
    ],
  ),
  ...series(
    'Subaru',
    'Forester',
    'SK',
    [2018, 2025],
    [FB25, ['2.0 Hybrid', 'FB20', 1995, 'hybrid', 4, 'AWD', CVT, 'Wagon', [2020, 2025]]],
  ),
  ...series(
    'Subaru',
    'Outback',
    'BS',
    [2015, 2020],
    [FB25, ['3.6R', 'EZ36', 3630, 'petrol', 6, 'AWD', CVT, 'Wagon'], with_(EE20, 'AWD', CVT, 'Wagon')],
  ),
  ...series('Subaru', 'Outback', 'BT', [2021, NOW], [FB25]),

  // Hyundai and Kia: the Sportage QL and Tucson TL share a platform.
  ...series(
    'Hyundai',
    'i30',
    'PD',
    [2017, 2025],
    [
      with_(G4NA, 'FWD', A, 'Hatch'),
      with_(G4NA, 'FWD', M, 'Hatch'),
      ['1.6 T-GDi', 'G4FJ', 1591, 'petrol', 4, 'FWD', 'Automatic (DCT)', 'Hatch'],
      ['1.6 CRDi', 'D4FB', 1582, 'diesel', 4, 'FWD', A, 'Hatch', [2017, 2020]],
    ],
  ),
  ...series(
    'Hyundai',
    'i30',
    'PDe',
    [2018, 2025],
    [['2.0 T-GDi', 'G4KH', 1998, 'petrol', 4, 'FWD', M, 'Hatch']],
  ),
  ...series(
    'Hyundai',
    'Tucson',
    'TL',
    [2015, 2021],
    [G4NA, D4HA, ['1.6 T-GDi', 'G4FJ', 1591, 'petrol', 4, 'AWD', 'Automatic (DCT)', 'Wagon']],
  ),
  ...series(
    'Kia',
    'Sportage',
    'QL',
    [2016, 2021],
    [G4NA, ['2.4 GDi', 'G4KJ', 2359, 'petrol', 4, 'AWD', A, 'Wagon'], D4HA],
  ),
  ...series('Kia', 'Sportage', 'NQ5', [2022, NOW], [['2.0 MPi', '', 1999, 'petrol', 4, 'FWD', A, 'Wagon']]),

  // Holden Commodore VE and VF (VF II brought the 6.2 LS3).
  ...series(
    'Holden',
    'Commodore',
    'VE',
    [2006, 2013],
    [
      ['3.6 V6', 'LY7', 3564, 'petrol', 6, 'RWD', A, 'Sedan', [2006, 2009]],
      ['3.0 V6', 'LF1', 2997, 'petrol', 6, 'RWD', A, 'Sedan', [2009, 2013]],
      with_(LFX, 'RWD', A, 'Sportwagon', [2010, 2013]),
      ['6.0 V8', 'L98', 5967, 'petrol', 8, 'RWD', M, 'Sedan', [2006, 2010]],
      with_(L77, 'RWD', A, 'Sedan', [2010, 2013]),
    ],
  ),
  ...series(
    'Holden',
    'Commodore',
    'VF',
    [2013, 2015],
    [['3.0 V6', 'LFW', 2997, 'petrol', 6, 'RWD', A, 'Sedan'], with_(LFX, 'RWD', A, 'Sportwagon'), L77],
  ),
  ...series(
    'Holden',
    'Commodore',
    'VF II',
    [2015, 2017],
    [with_(LFX, 'RWD', A, 'Sedan'), ['6.2 V8', 'LS3', 6162, 'petrol', 8, 'RWD', M, 'Sedan']],
  ),
  ...series(
    'Holden',
    'Colorado',
    'RG',
    [2012, 2020],
    [['2.8 Duramax', 'LWN', 2776, 'diesel', 4, '4WD', A, 'Crew Cab Ute']],
  ),

  // Volkswagen Amarok: the 2H, then the NH built with Ford.
  ...series(
    'Volkswagen',
    'Amarok',
    '2H',
    [2011, 2022],
    [
      ['2.0 BiTDI', 'CNEA', 1968, 'diesel', 4, '4WD', A, 'Dual Cab Ute', [2011, 2020]],
      ['2.0 TDI', 'CNFA', 1968, 'diesel', 4, '2WD', M, 'Single Cab Chassis', [2011, 2020]],
      ['3.0 V6 TDI', 'CVWA', 2967, 'diesel', 6, '4WD', A, 'Dual Cab Ute', [2017, 2022]],
    ],
  ),
  ...series(
    'Volkswagen',
    'Amarok',
    'NH',
    [2023, NOW],
    [['3.0 V6 TDI', '', 2993, 'diesel', 6, '4WD', A, 'Dual Cab Ute']],
  ),

  // A few more of the country's best sellers.
  ...series('Suzuki', 'Jimny', 'JB74', [2018, NOW], [['1.5', 'K15B', 1462, 'petrol', 4, '4WD', M, 'Wagon']]),
  ...series(
    'Tesla',
    'Model 3',
    'Highland',
    [2024, NOW],
    [
      ['Rear-Wheel Drive', '', null, 'electric', 0, 'RWD', 'Single Speed', 'Sedan'],
      ['Long Range AWD', '', null, 'electric', 0, 'AWD', 'Single Speed', 'Sedan'],
    ],
  ),
];

/** A family of vehicle types: one make and model, and some of its series. */
export interface Family {
  make: string;
  model: string;
  series: string[];
}

/**
 * Which parts a sister model shares: 'chassis' for brakes, suspension, steering and cabin filters
 * (same platform); engine parts are shared through the engine code instead (see seed/fitment.ts).
 */
export interface Sister extends Family {
  shares: 'chassis';
}

export interface TitleFitment {
  /** The vehicles the title names. */
  family: Family[];
  /** Models on the same platform whose chassis parts are the same parts. */
  sisters: Sister[];
}

const fam = (make: string, model: string, ...names: string[]): Family => ({ make, model, series: names });
const sis = (make: string, model: string, ...names: string[]): Sister => ({
  make,
  model,
  series: names,
  shares: 'chassis',
});

/** What each product title label in data/taxonomy.ts `vehicles` means. */
export const titleFitment: Record<string, TitleFitment> = {
  'Toyota Hilux 2015-2024': { family: [fam('Toyota', 'Hilux', 'AN120', 'AN130')], sisters: [] },
  'Ford Ranger PX 2011-2022': {
    family: [fam('Ford', 'Ranger', 'PX', 'PX2', 'PX3')],
    sisters: [sis('Mazda', 'BT-50', 'UP', 'UR')],
  },
  'Toyota LandCruiser 200 Series': {
    family: [fam('Toyota', 'LandCruiser 200', 'VDJ200', 'UZJ200', 'URJ202')],
    sisters: [],
  },
  'Toyota LandCruiser 70 Series': {
    family: [fam('Toyota', 'LandCruiser 70', 'VDJ76', 'VDJ78', 'VDJ79', 'GDJ76', 'GDJ79')],
    sisters: [],
  },
  'Mazda BT-50 2020-on': { family: [fam('Mazda', 'BT-50', 'TF')], sisters: [sis('Isuzu', 'D-Max', 'RG')] },
  'Nissan Navara D23': {
    family: [fam('Nissan', 'Navara', 'D23')],
    sisters: [sis('Mercedes-Benz', 'X-Class', '470')],
  },
  'Isuzu D-Max 2020-on': { family: [fam('Isuzu', 'D-Max', 'RG')], sisters: [sis('Mazda', 'BT-50', 'TF')] },
  'Mitsubishi Triton MQ/MR': { family: [fam('Mitsubishi', 'Triton', 'MQ', 'MR')], sisters: [] },
  'Holden Commodore VE/VF': { family: [fam('Holden', 'Commodore', 'VE', 'VF', 'VF II')], sisters: [] },
  'Hyundai i30 2017-on': { family: [fam('Hyundai', 'i30', 'PD')], sisters: [] },
  'Toyota Corolla 2018-on': { family: [fam('Toyota', 'Corolla', 'E210')], sisters: [] },
  'Subaru Forester SJ': { family: [fam('Subaru', 'Forester', 'SJ')], sisters: [] },
  'Mazda CX-5 KF': { family: [fam('Mazda', 'CX-5', 'KF')], sisters: [] },
  'Kia Sportage QL': { family: [fam('Kia', 'Sportage', 'QL')], sisters: [sis('Hyundai', 'Tucson', 'TL')] },
  'Toyota RAV4 2019-on': { family: [fam('Toyota', 'RAV4', 'XA50')], sisters: [] },
  'Nissan Patrol Y62': { family: [fam('Nissan', 'Patrol', 'Y62')], sisters: [] },
  'Volkswagen Amarok 2H': { family: [fam('Volkswagen', 'Amarok', '2H')], sisters: [] },
  'Mitsubishi Pajero Sport QF': {
    family: [fam('Mitsubishi', 'Pajero Sport', 'QF')],
    sisters: [sis('Mitsubishi', 'Pajero Sport', 'QE')],
  },
};

/** Whether a vehicle belongs to one of the families. */
export function inFamilies(v: Pick<VehicleSeed, 'make' | 'model' | 'series'>, families: Family[]): boolean {
  return families.some((f) => f.make === v.make && f.model === v.model && f.series.includes(v.series));
}

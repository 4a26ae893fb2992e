/**
 * Seed taxonomy: categories, child categories and what their products look like, weigh and measure
 * packed, and which of them are dangerous goods. Oils, coolant and brake fluid are not dangerous
 * goods for road transport; small lithium cells inside equipment (rechargeable work lights) are
 * exempt (ADG special provision 188), so neither is marked.
 */

import type { DangerousGoods } from '../../../lib/freight/goods.ts';

/** Length, width and height in millimetres. */
export type Box = [number, number, number];

export interface DangerousGoodsSeed extends DangerousGoods {
  names?: string[];
  variants?: string[];
}

export interface ChildSeed {
  title: string;
  /** Product names of this kind; a title is brand + name + fitment or size. */
  names: string[];
  /** Dollar price range. */
  price: [number, number];
  /** Weight range in grams. */
  grams: [number, number];
  /**
   * The packed size in mm (length, width, height) of the lightest and of the heaviest: a product's
   * size is in between as its weight is (seed/freight.ts).
   */
  box: [Box, Box];
  /** Other boxes for some variants or names ('40 inch', 'Alloy Roof Platform'): the variant's first. */
  boxes?: Record<string, [Box, Box]>;
  /** Dangerous goods: the first entry whose names and variants (all when left out) hold the product's. */
  dangerousGoods?: DangerousGoodsSeed[];
  /** Brand permalinks that make this kind of part. */
  brands: string[];
  /** Vehicle fitment for parts, or sizes/variants for tools and consumables. */
  variants: 'vehicle' | string[];
}

export interface CategorySeed {
  sku: string;
  title: string;
  hue: number;
  children: ChildSeed[];
}

export const vehicles = [
  'Toyota Hilux 2015-2024',
  'Ford Ranger PX 2011-2022',
  'Toyota LandCruiser 200 Series',
  'Toyota LandCruiser 70 Series',
  'Mazda BT-50 2020-on',
  'Nissan Navara D23',
  'Isuzu D-Max 2020-on',
  'Mitsubishi Triton MQ/MR',
  'Holden Commodore VE/VF',
  'Hyundai i30 2017-on',
  'Toyota Corolla 2018-on',
  'Subaru Forester SJ',
  'Mazda CX-5 KF',
  'Kia Sportage QL',
  'Toyota RAV4 2019-on',
  'Nissan Patrol Y62',
  'Volkswagen Amarok 2H',
  'Mitsubishi Pajero Sport QF',
];

export const categorySeeds: CategorySeed[] = [
  {
    sku: 'BRK',
    title: 'Brakes',
    hue: 0,
    children: [
      {
        title: 'Brake Pads',
        names: [
          'Front Brake Pad Set',
          'Rear Brake Pad Set',
          '4WD Heavy Duty Brake Pads',
          'Ultimate Ceramic Brake Pads',
        ],
        price: [49, 189],
        grams: [900, 2400],
        box: [
          [160, 110, 60],
          [260, 170, 90],
        ],
        brands: ['bendix', 'bosch', 'dba'],
        variants: 'vehicle',
      },
      {
        title: 'Brake Rotors',
        names: ['Front Slotted Brake Rotor Pair', 'Rear Disc Rotor Pair', 'Street Series Brake Rotor'],
        price: [119, 429],
        grams: [9000, 19000],
        box: [
          [320, 320, 80],
          [420, 420, 140],
        ],
        brands: ['dba', 'bendix'],
        variants: 'vehicle',
      },
      {
        title: 'Brake Fluid',
        names: ['DOT 4 Brake Fluid', 'DOT 5.1 Brake Fluid', 'Racing Brake Fluid'],
        price: [14, 49],
        grams: [550, 1100],
        box: [
          [190, 80, 60],
          [250, 100, 80],
        ],
        brands: ['penrite', 'castrol', 'nulon', 'bendix'],
        variants: ['500ml', '1L'],
      },
      {
        title: 'Brake Calipers',
        names: ['Front Brake Caliper', 'Rear Brake Caliper', 'Caliper Rebuild Kit'],
        price: [39, 349],
        grams: [400, 4800],
        box: [
          [150, 100, 80],
          [300, 220, 180],
        ],
        brands: ['bendix', 'bosch'],
        variants: 'vehicle',
      },
    ],
  },
  {
    sku: 'ENG',
    title: 'Engine Parts',
    hue: 28,
    children: [
      {
        title: 'Spark Plugs',
        names: ['Iridium IX Spark Plug', 'Laser Platinum Spark Plug', 'Copper Core Spark Plug'],
        price: [9, 39],
        grams: [60, 120],
        box: [
          [110, 30, 30],
          [130, 40, 40],
        ],
        brands: ['ngk', 'bosch', 'denso'],
        variants: 'vehicle',
      },
      {
        title: 'Timing Belt Kits',
        names: ['Timing Belt Kit', 'Timing Belt Kit with Water Pump', 'Timing Chain Kit'],
        price: [149, 689],
        grams: [1200, 5200],
        box: [
          [300, 200, 60],
          [420, 320, 180],
        ],
        brands: ['gates', 'dayco'],
        variants: 'vehicle',
      },
      {
        title: 'Water Pumps',
        names: ['Water Pump', 'Heavy Duty Water Pump'],
        price: [89, 329],
        grams: [1400, 3600],
        box: [
          [220, 180, 150],
          [300, 250, 220],
        ],
        brands: ['gates', 'dayco'],
        variants: 'vehicle',
      },
      {
        title: 'Drive Belts',
        names: ['Serpentine Drive Belt', 'Micro-V Drive Belt', 'Fan Belt'],
        price: [24, 89],
        grams: [150, 450],
        box: [
          [250, 200, 30],
          [350, 300, 50],
        ],
        brands: ['gates', 'dayco', 'bosch'],
        variants: 'vehicle',
      },
    ],
  },
  {
    sku: 'FLT',
    title: 'Filters',
    hue: 45,
    children: [
      {
        title: 'Oil Filters',
        names: ['Oil Filter', 'Syntec Oil Filter', 'Cartridge Oil Filter'],
        price: [11, 39],
        grams: [200, 600],
        box: [
          [100, 100, 100],
          [140, 120, 120],
        ],
        brands: ['ryco', 'bosch'],
        variants: 'vehicle',
      },
      {
        title: 'Air Filters',
        names: ['Air Filter', 'Heavy Duty Air Filter', 'Performance Panel Air Filter'],
        price: [24, 99],
        grams: [300, 1200],
        box: [
          [260, 200, 50],
          [400, 320, 260],
        ],
        brands: ['ryco', 'bosch', 'ironman-4x4'],
        variants: 'vehicle',
      },
      {
        title: 'Fuel Filters',
        names: ['Fuel Filter', 'Diesel Fuel Filter', 'Fuel Pre-Filter Kit'],
        price: [19, 189],
        grams: [200, 1800],
        box: [
          [120, 100, 100],
          [250, 200, 180],
        ],
        brands: ['ryco', 'bosch', 'redarc'],
        variants: 'vehicle',
      },
      {
        title: 'Cabin Filters',
        names: ['Cabin Air Filter', 'Activated Carbon Cabin Filter', 'N99 Cabin Filter'],
        price: [19, 69],
        grams: [150, 400],
        box: [
          [250, 200, 30],
          [300, 240, 50],
        ],
        brands: ['ryco', 'bosch'],
        variants: 'vehicle',
      },
    ],
  },
  {
    sku: 'SUS',
    title: 'Suspension & Steering',
    hue: 200,
    children: [
      {
        title: 'Shock Absorbers',
        names: [
          'Front Shock Absorber',
          'Rear Shock Absorber',
          'Foam Cell Shock Absorber',
          'Nitro Gas Shock Absorber',
        ],
        price: [89, 389],
        grams: [2200, 4800],
        box: [
          [450, 100, 100],
          [700, 140, 140],
        ],
        brands: ['monroe', 'kyb', 'pedders', 'ironman-4x4'],
        variants: 'vehicle',
      },
      {
        title: 'Coil Springs',
        names: ['Front Coil Spring Pair', 'Rear Raised Coil Spring Pair', 'Constant Load Coil Springs'],
        price: [189, 449],
        grams: [7000, 16000],
        box: [
          [420, 300, 160],
          [520, 340, 180],
        ],
        brands: ['pedders', 'ironman-4x4', 'arb'],
        variants: 'vehicle',
      },
      {
        title: 'Control Arms',
        names: ['Lower Control Arm', 'Upper Control Arm', 'Adjustable Upper Control Arm'],
        price: [119, 589],
        grams: [2400, 6200],
        box: [
          [450, 250, 100],
          [650, 320, 160],
        ],
        brands: ['pedders', 'arb'],
        variants: 'vehicle',
      },
      {
        title: 'Steering Parts',
        names: ['Outer Tie Rod End', 'Inner Tie Rod', 'Steering Damper'],
        price: [39, 229],
        grams: [500, 2400],
        box: [
          [250, 100, 80],
          [500, 200, 120],
        ],
        brands: ['pedders', 'monroe', 'ironman-4x4'],
        variants: 'vehicle',
      },
    ],
  },
  {
    sku: 'ELE',
    title: 'Electrical & Batteries',
    hue: 260,
    children: [
      {
        title: 'Car Batteries',
        names: ['Calcium MF Car Battery', 'AGM Start-Stop Battery', 'Deep Cycle Battery'],
        price: [179, 549],
        grams: [14000, 29000],
        box: [
          [200, 130, 230],
          [350, 175, 240],
        ],
        // Wet lead-acid batteries are corrosive (ADG class 8); an AGM battery is the non-spillable kind.
        dangerousGoods: [
          {
            names: ['AGM Start-Stop Battery'],
            un: 'UN2800',
            dgClass: '8',
            packingGroup: 'III',
            limitedQuantity: false,
          },
          { un: 'UN2794', dgClass: '8', packingGroup: 'III', limitedQuantity: false },
        ],
        brands: ['century', 'bosch', 'projecta'],
        variants: ['NS40ZL', 'N50ZZL', 'N70ZZ', 'DIN65', '100Ah'],
      },
      {
        title: 'Alternators',
        names: ['Alternator', 'High Output Alternator'],
        price: [289, 789],
        grams: [4800, 7600],
        box: [
          [250, 200, 200],
          [300, 240, 240],
        ],
        brands: ['bosch', 'denso'],
        variants: 'vehicle',
      },
      {
        title: 'Starter Motors',
        names: ['Starter Motor', 'Gear Reduction Starter Motor'],
        price: [229, 649],
        grams: [3500, 6800],
        box: [
          [250, 150, 150],
          [320, 200, 200],
        ],
        brands: ['bosch', 'denso'],
        variants: 'vehicle',
      },
      {
        title: 'Battery Chargers',
        names: ['Automatic Battery Charger', 'Lithium Smart Charger', 'DC-DC In-Vehicle Charger'],
        price: [89, 749],
        grams: [800, 2600],
        box: [
          [220, 140, 80],
          [300, 220, 140],
        ],
        brands: ['projecta', 'redarc', 'century'],
        variants: ['12V 7A', '12V 15A', '12V 25A', '12V 40A'],
      },
    ],
  },
  {
    sku: 'LGT',
    title: 'Lighting',
    hue: 52,
    children: [
      {
        title: 'Headlight Globes',
        names: ['Plus 120 Headlight Globes', 'LED Headlight Conversion Kit', 'Halogen Headlight Globe'],
        price: [19, 229],
        grams: [80, 600],
        box: [
          [120, 80, 50],
          [200, 150, 90],
        ],
        brands: ['narva', 'bosch', 'projecta'],
        variants: ['H4', 'H7', 'H11', 'HB3', 'HB4'],
      },
      {
        title: 'LED Light Bars',
        names: ['Double Row LED Light Bar', 'Single Row LED Light Bar', 'Curved LED Light Bar'],
        price: [149, 899],
        grams: [1200, 6400],
        box: [
          [330, 110, 100],
          [1090, 130, 120],
        ],
        boxes: {
          '10 inch': [
            [330, 110, 100],
            [350, 120, 110],
          ],
          '20 inch': [
            [580, 110, 100],
            [600, 120, 110],
          ],
          '30 inch': [
            [840, 110, 100],
            [860, 120, 110],
          ],
          '40 inch': [
            [1090, 120, 110],
            [1110, 130, 120],
          ],
        },
        brands: ['narva', 'arb', 'ironman-4x4'],
        variants: ['10 inch', '20 inch', '30 inch', '40 inch'],
      },
      {
        title: 'Work Lights',
        names: ['LED Work Light', 'Rechargeable Work Light', 'Magnetic Inspection Lamp'],
        price: [29, 199],
        grams: [300, 1400],
        box: [
          [200, 150, 80],
          [280, 220, 160],
        ],
        brands: ['narva', 'projecta', 'kincrome'],
        variants: ['1000 lumen', '2500 lumen', '4000 lumen'],
      },
      {
        title: 'Driving Lights',
        names: ['LED Driving Light Pair', 'Spot Beam Driving Light', 'Combo Beam Driving Light'],
        price: [199, 1099],
        grams: [2200, 6000],
        box: [
          [420, 250, 200],
          [520, 300, 250],
        ],
        brands: ['narva', 'arb', 'ironman-4x4'],
        variants: ['7 inch', '9 inch'],
      },
    ],
  },
  {
    sku: 'OIL',
    title: 'Oils & Fluids',
    hue: 35,
    children: [
      {
        title: 'Engine Oil',
        names: ['Full Synthetic Engine Oil', 'Semi Synthetic Engine Oil', 'Diesel Engine Oil'],
        price: [29, 119],
        grams: [1000, 5200],
        // Engine oil is not dangerous goods for road transport (no UN number): no dangerousGoods.
        box: [
          [290, 180, 130],
          [330, 220, 200],
        ],
        brands: ['castrol', 'penrite', 'nulon'],
        variants: ['5W-30 5L', '5W-40 5L', '10W-30 6L', '15W-40 10L', '0W-20 5L'],
      },
      {
        title: 'Transmission Fluid',
        names: ['Automatic Transmission Fluid', 'Manual Gearbox Oil', 'CVT Fluid'],
        price: [19, 99],
        grams: [1000, 4200],
        box: [
          [250, 100, 70],
          [290, 180, 120],
        ],
        brands: ['castrol', 'penrite', 'nulon'],
        variants: ['1L', '4L'],
      },
      {
        title: 'Coolant',
        names: ['Long Life Coolant Concentrate', 'Premix Coolant', 'Coolant Flush'],
        price: [14, 69],
        grams: [600, 5200],
        box: [
          [250, 100, 70],
          [290, 180, 130],
        ],
        brands: ['nulon', 'penrite'],
        variants: ['1L', '5L'],
      },
      {
        title: 'Grease & Lubricants',
        names: ['Multi-Purpose Grease', 'Penetrating Lubricant', 'Anti-Seize Compound'],
        price: [9, 49],
        grams: [300, 500],
        box: [
          [220, 70, 70],
          [260, 80, 80],
        ],
        // The 400 g penetrating lubricant is an aerosol can; the 500 ml one a bottle of petroleum distillates.
        dangerousGoods: [
          {
            names: ['Penetrating Lubricant'],
            variants: ['400g'],
            un: 'UN1950',
            dgClass: '2.1',
            packingGroup: '',
            limitedQuantity: true,
          },
          {
            names: ['Penetrating Lubricant'],
            variants: ['500ml'],
            un: 'UN1268',
            dgClass: '3',
            packingGroup: 'III',
            limitedQuantity: true,
          },
        ],
        brands: ['nulon', 'penrite', 'castrol'],
        variants: ['400g', '500ml'],
      },
    ],
  },
  {
    sku: 'COL',
    title: 'Cooling',
    hue: 190,
    children: [
      {
        title: 'Radiators',
        names: ['Radiator', 'Heavy Duty Alloy Radiator'],
        price: [249, 899],
        grams: [5200, 11000],
        box: [
          [700, 500, 100],
          [800, 600, 150],
        ],
        brands: ['denso', 'pedders'],
        variants: 'vehicle',
      },
      {
        title: 'Radiator Hoses',
        names: ['Upper Radiator Hose', 'Lower Radiator Hose', 'Heater Hose Kit'],
        price: [24, 129],
        grams: [300, 1200],
        box: [
          [300, 150, 100],
          [600, 250, 150],
        ],
        brands: ['gates', 'dayco'],
        variants: 'vehicle',
      },
      {
        title: 'Thermostats',
        names: ['Thermostat with Gasket', 'Thermostat Housing Kit'],
        price: [29, 149],
        grams: [200, 700],
        box: [
          [100, 100, 80],
          [160, 140, 120],
        ],
        brands: ['gates', 'dayco'],
        variants: 'vehicle',
      },
      {
        title: 'Cooling Fans',
        names: ['Electric Thermo Fan', 'Fan Clutch'],
        price: [119, 499],
        grams: [1800, 4200],
        box: [
          [400, 400, 100],
          [480, 480, 150],
        ],
        brands: ['denso', 'bosch'],
        variants: 'vehicle',
      },
    ],
  },
  {
    sku: 'EXH',
    title: 'Exhaust',
    hue: 0,
    children: [
      {
        title: 'Mufflers',
        names: ['Stainless Steel Muffler', 'Hotdog Muffler', 'Rear Muffler'],
        price: [89, 399],
        grams: [3500, 9000],
        box: [
          [500, 200, 150],
          [700, 320, 220],
        ],
        brands: ['pedders', 'ironman-4x4'],
        variants: ['2.25 inch', '2.5 inch', '3 inch'],
      },
      {
        title: 'Exhaust Clamps & Hangers',
        names: ['Exhaust Clamp', 'Exhaust Hanger Kit', 'Exhaust Repair Bandage'],
        price: [6, 39],
        grams: [100, 600],
        box: [
          [120, 100, 50],
          [200, 150, 80],
        ],
        brands: ['pedders', 'nulon'],
        variants: ['2 inch', '2.5 inch', '3 inch'],
      },
      {
        title: 'Oxygen Sensors',
        names: ['Oxygen Sensor', 'Wideband O2 Sensor'],
        price: [89, 299],
        grams: [150, 300],
        box: [
          [200, 100, 60],
          [250, 120, 80],
        ],
        brands: ['bosch', 'denso', 'ngk'],
        variants: 'vehicle',
      },
      {
        title: 'DPF & EGR Parts',
        names: ['DPF Cleaner', 'EGR Valve', 'Diesel Particulate Filter Pressure Sensor'],
        price: [29, 589],
        grams: [400, 2500],
        box: [
          [150, 120, 100],
          [250, 200, 160],
        ],
        // The DPF cleaner is a fuel additive poured into the tank: a flammable liquid.
        dangerousGoods: [
          { names: ['DPF Cleaner'], un: 'UN1993', dgClass: '3', packingGroup: 'III', limitedQuantity: false },
        ],
        brands: ['bosch', 'nulon'],
        variants: 'vehicle',
      },
    ],
  },
  {
    sku: '4WD',
    title: '4WD & Recovery',
    hue: 100,
    children: [
      {
        title: 'Recovery Gear',
        names: ['Snatch Strap', 'Kinetic Recovery Rope', 'Tree Trunk Protector', 'Bow Shackle Pair'],
        price: [29, 249],
        grams: [800, 6000],
        box: [
          [300, 250, 100],
          [450, 350, 250],
        ],
        brands: ['arb', 'ironman-4x4'],
        variants: ['8000kg', '11000kg', '15000kg'],
      },
      {
        title: 'Air Compressors',
        names: ['Portable Air Compressor', 'Twin Motor Air Compressor', 'On-Board Air Compressor'],
        price: [149, 799],
        grams: [4000, 9000],
        box: [
          [350, 200, 250],
          [450, 300, 300],
        ],
        brands: ['arb', 'ironman-4x4', 'projecta'],
        variants: ['72L/min', '120L/min', '160L/min'],
      },
      {
        title: 'Tyre Deflators',
        names: ['Rapid Tyre Deflator', 'Tyre Pressure Gauge', 'Tyre Repair Kit'],
        price: [19, 119],
        grams: [150, 900],
        box: [
          [150, 100, 50],
          [250, 200, 100],
        ],
        brands: ['arb', 'ironman-4x4'],
        variants: ['Standard', 'Pro'],
      },
      {
        title: 'Dual Battery Systems',
        names: ['Isolator Kit', 'Battery Box', 'Dual Battery Kit'],
        price: [79, 899],
        grams: [900, 5600],
        box: [
          [200, 150, 100],
          [400, 250, 250],
        ],
        brands: ['redarc', 'projecta', 'arb'],
        variants: ['12V', '12V/24V'],
      },
    ],
  },
  {
    sku: 'HTL',
    title: 'Hand Tools',
    hue: 215,
    children: [
      {
        title: 'Socket Sets',
        names: ['Metric Socket Set', 'Impact Socket Set', 'Combination Socket Set'],
        price: [49, 599],
        grams: [1500, 12000],
        box: [
          [300, 200, 60],
          [550, 350, 120],
        ],
        brands: ['kincrome', 'sidchrome', 'stanley'],
        variants: ['1/4" Drive 46pc', '3/8" Drive 32pc', '1/2" Drive 24pc', '1/2" Drive 72pc'],
      },
      {
        title: 'Spanners',
        names: ['Ring & Open End Spanner Set', 'Gear Spanner Set', 'Adjustable Wrench'],
        price: [29, 399],
        grams: [600, 5200],
        box: [
          [250, 120, 30],
          [450, 250, 60],
        ],
        brands: ['kincrome', 'sidchrome', 'stanley'],
        variants: ['Metric 8pc', 'Metric 14pc', 'SAE 11pc', '250mm'],
      },
      {
        title: 'Screwdrivers',
        names: ['Screwdriver Set', 'Stubby Screwdriver Set', 'Ratcheting Screwdriver'],
        price: [19, 129],
        grams: [300, 1800],
        box: [
          [200, 100, 40],
          [350, 250, 60],
        ],
        brands: ['kincrome', 'stanley', 'sidchrome'],
        variants: ['6pc', '12pc', '27pc'],
      },
      {
        title: 'Torque Wrenches',
        names: ['Click Torque Wrench', 'Digital Torque Wrench'],
        price: [89, 449],
        grams: [1200, 2600],
        box: [
          [450, 100, 60],
          [650, 120, 70],
        ],
        brands: ['kincrome', 'sidchrome'],
        variants: ['3/8" Drive 20-100Nm', '1/2" Drive 40-210Nm'],
      },
    ],
  },
  {
    sku: 'WKS',
    title: 'Workshop Equipment',
    hue: 10,
    children: [
      {
        title: 'Jacks',
        names: ['Hydraulic Trolley Jack', 'Bottle Jack', 'Low Profile Trolley Jack'],
        price: [59, 699],
        grams: [4500, 38000],
        box: [
          [400, 150, 150],
          [750, 380, 200],
        ],
        brands: ['kincrome', 'arb'],
        variants: ['2 tonne', '3 tonne', '4 tonne'],
      },
      {
        title: 'Axle Stands',
        names: ['Axle Stand Pair', 'Heavy Duty Axle Stands'],
        price: [49, 229],
        grams: [6000, 16000],
        box: [
          [300, 250, 300],
          [400, 350, 450],
        ],
        brands: ['kincrome', 'sidchrome'],
        variants: ['3 tonne', '6 tonne'],
      },
      {
        title: 'Tool Storage',
        names: ['Tool Chest', 'Roller Cabinet', 'Tool Box'],
        price: [79, 1899],
        grams: [5000, 90000],
        box: [
          [450, 220, 250],
          [700, 480, 1000],
        ],
        brands: ['kincrome', 'sidchrome', 'stanley'],
        variants: ['7 drawer', '9 drawer', '14 drawer'],
      },
      {
        title: 'Creepers & Seats',
        names: ['Mechanics Creeper', 'Roller Seat', 'Convertible Creeper'],
        price: [69, 289],
        grams: [6000, 14000],
        box: [
          [900, 420, 120],
          [1000, 460, 150],
        ],
        brands: ['kincrome', 'sidchrome'],
        variants: ['Standard', 'Padded'],
      },
    ],
  },
  {
    sku: 'CAR',
    title: 'Car Care',
    hue: 170,
    children: [
      {
        title: 'Car Wash',
        names: ['Wash & Wax', 'pH Neutral Car Wash', 'Snow Foam'],
        price: [14, 49],
        grams: [600, 2200],
        box: [
          [220, 100, 70],
          [300, 130, 100],
        ],
        brands: ['meguiars', 'armor-all', 'nulon'],
        variants: ['1L', '2L'],
      },
      {
        title: 'Polish & Wax',
        names: ['Cleaner Wax', 'Ceramic Spray Coating', 'Cutting Compound'],
        price: [19, 89],
        grams: [400, 900],
        box: [
          [200, 80, 60],
          [250, 100, 70],
        ],
        brands: ['meguiars', 'armor-all'],
        variants: ['473ml', '650ml'],
      },
      {
        title: 'Interior Care',
        names: ['Protectant Spray', 'Leather Cleaner & Conditioner', 'Glass Cleaner'],
        price: [9, 39],
        grams: [400, 800],
        box: [
          [230, 90, 60],
          [280, 100, 70],
        ],
        brands: ['armor-all', 'meguiars'],
        variants: ['500ml', '750ml'],
      },
      {
        title: 'Microfibre & Applicators',
        names: ['Microfibre Cloth Pack', 'Drying Towel', 'Foam Applicator Pads'],
        price: [9, 49],
        grams: [100, 600],
        box: [
          [200, 150, 30],
          [400, 300, 80],
        ],
        brands: ['meguiars', 'armor-all'],
        variants: ['3 pack', '6 pack'],
      },
    ],
  },
  {
    sku: 'ACC',
    title: 'Accessories',
    hue: 300,
    children: [
      {
        title: 'Seat Covers',
        names: ['Canvas Seat Covers', 'Neoprene Seat Covers'],
        price: [129, 499],
        grams: [1800, 4200],
        box: [
          [400, 300, 100],
          [500, 400, 150],
        ],
        brands: ['arb', 'ironman-4x4'],
        variants: 'vehicle',
      },
      {
        title: 'Floor Mats',
        names: ['Rubber Floor Mats', 'Carpet Floor Mats', '3D Moulded Floor Liners'],
        price: [59, 259],
        grams: [2500, 7000],
        box: [
          [700, 500, 50],
          [800, 600, 100],
        ],
        brands: ['arb', 'armor-all'],
        variants: 'vehicle',
      },
      {
        title: 'Roof Racks',
        names: ['Alloy Roof Platform', 'Roof Rack Crossbars', 'Roof Basket'],
        price: [249, 1899],
        grams: [7000, 32000],
        box: [
          [1250, 150, 100],
          [1500, 200, 120],
        ],
        // A platform is packed flat at its full length (oversize); crossbars and baskets are bulky.
        boxes: {
          'Alloy Roof Platform': [
            [1850, 1250, 120],
            [2200, 1400, 150],
          ],
          'Roof Basket': [
            [1100, 900, 150],
            [1500, 1100, 200],
          ],
        },
        brands: ['arb', 'ironman-4x4'],
        variants: 'vehicle',
      },
      {
        title: 'Sun Shades',
        names: ['Windscreen Sun Shade', 'Side Window Shades'],
        price: [14, 79],
        grams: [300, 900],
        box: [
          [350, 350, 40],
          [450, 450, 60],
        ],
        brands: ['armor-all', 'narva'],
        variants: ['Standard', 'Large'],
      },
    ],
  },
];

export interface BrandSeed {
  permalink: string;
  title: string;
  code: string;
  about: string;
}

export const brandSeeds: BrandSeed[] = [
  {
    permalink: 'arb',
    title: 'ARB',
    code: 'ARB',
    about: 'Melbourne-born 4WD accessories maker, known for bull bars, air lockers and recovery gear.',
  },
  {
    permalink: 'armor-all',
    title: 'Armor All',
    code: 'ARM',
    about: 'Interior and exterior car care products for a clean, protected finish.',
  },
  {
    permalink: 'bendix',
    title: 'Bendix',
    code: 'BDX',
    about: 'Brake pads, shoes and rotors engineered and tested for Australian roads.',
  },
  {
    permalink: 'bosch',
    title: 'Bosch',
    code: 'BOS',
    about: 'Original equipment quality filters, spark plugs, wipers, batteries and electrical parts.',
  },
  {
    permalink: 'castrol',
    title: 'Castrol',
    code: 'CAS',
    about: 'Engine oils, transmission fluids and lubricants for passenger and commercial vehicles.',
  },
  {
    permalink: 'century',
    title: 'Century',
    code: 'CEN',
    about: 'Australian-designed car, 4WD and deep cycle batteries built for the climate.',
  },
  {
    permalink: 'dayco',
    title: 'Dayco',
    code: 'DAY',
    about: 'Timing belts, drive belts, tensioners and hoses for engine power transmission.',
  },
  {
    permalink: 'dba',
    title: 'DBA',
    code: 'DBA',
    about: 'Disc Brakes Australia: performance and street brake rotors designed in Sydney.',
  },
  {
    permalink: 'denso',
    title: 'Denso',
    code: 'DEN',
    about: 'Original equipment spark plugs, sensors, alternators, starters and cooling parts.',
  },
  {
    permalink: 'gates',
    title: 'Gates',
    code: 'GAT',
    about: 'Belts, hoses, water pumps and timing kits trusted by workshops worldwide.',
  },
  {
    permalink: 'ironman-4x4',
    title: 'Ironman 4x4',
    code: 'IRM',
    about: 'Suspension, recovery and touring accessories tested in the Australian outback.',
  },
  {
    permalink: 'kincrome',
    title: 'Kincrome',
    code: 'KIN',
    about: 'Australian hand tools, tool storage and workshop equipment with a lifetime warranty.',
  },
  {
    permalink: 'kyb',
    title: 'KYB',
    code: 'KYB',
    about: 'Shock absorbers and struts supplied to vehicle makers as original equipment.',
  },
  {
    permalink: 'meguiars',
    title: "Meguiar's",
    code: 'MEG',
    about: 'Car care chemicals, polishes and waxes for a showroom shine.',
  },
  {
    permalink: 'monroe',
    title: 'Monroe',
    code: 'MON',
    about: 'Shock absorbers, struts and steering parts for ride control.',
  },
  {
    permalink: 'narva',
    title: 'Narva',
    code: 'NAR',
    about: 'Automotive lighting and electrical accessories, Australian owned since 1947.',
  },
  {
    permalink: 'ngk',
    title: 'NGK',
    code: 'NGK',
    about: 'Spark plugs, glow plugs, ignition leads and oxygen sensors.',
  },
  {
    permalink: 'nulon',
    title: 'Nulon',
    code: 'NUL',
    about: 'Australian-made lubricants, coolants, additives and car care products.',
  },
  {
    permalink: 'pedders',
    title: 'Pedders',
    code: 'PED',
    about: 'Suspension, steering and brake specialists since 1950.',
  },
  {
    permalink: 'penrite',
    title: 'Penrite',
    code: 'PEN',
    about: 'Australian family-owned oil company making engine oils and fluids since 1926.',
  },
  {
    permalink: 'projecta',
    title: 'Projecta',
    code: 'PRJ',
    about: 'Battery chargers, power management and lighting for cars, caravans and 4WDs.',
  },
  {
    permalink: 'redarc',
    title: 'Redarc',
    code: 'RED',
    about: 'Adelaide-made DC-DC chargers, battery management systems and brake controllers.',
  },
  {
    permalink: 'ryco',
    title: 'Ryco',
    code: 'RYC',
    about: 'Oil, air, fuel and cabin filters, Australian owned for over 65 years.',
  },
  {
    permalink: 'sidchrome',
    title: 'Sidchrome',
    code: 'SID',
    about: 'Professional hand tools and tool storage built to last a working lifetime.',
  },
  {
    permalink: 'stanley',
    title: 'Stanley',
    code: 'STA',
    about: 'Hand tools, storage and measuring tools for trade and home workshops.',
  },
];

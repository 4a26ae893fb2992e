/** Seed blog articles; the last one is inactive (active = 0) and must never be shown. */
import type { Emblem } from '../scenes.ts';

export interface BlogSeed {
  title: string;
  /** The drawing on its word-less card and cover pictures. */
  emblem: Emblem;
  description: string;
  content: string;
  active: 0 | 1;
  pageIndex: string;
  schemaMarkup: string;
  ageDays: number;
}

export const blogSeeds: BlogSeed[] = [
  {
    title: 'How Often Should You Change Your Brake Pads in Australia?',
    emblem: 'brakeDisc',
    description:
      'Heat, hills and heavy loads wear pads faster than the handbook suggests. Here is how to tell when yours are due.',
    content:
      '<p>Most pads last between 30,000 and 70,000 km, but Australian conditions vary enormously. Towing a caravan through the Great Dividing Range is very different from a daily commute on flat suburban roads.</p><h2>Signs your pads are worn</h2><ul><li>A high-pitched squeal from the wear indicator</li><li>Grinding or a longer stopping distance</li><li>The vehicle pulling to one side under braking</li><li>Less than 3 mm of friction material left</li></ul><h2>Choosing replacement pads</h2><p>Match the pad compound to how you drive. Ceramic pads stay quiet and clean for city driving; heavy-duty 4WD pads handle the heat of towing and long descents.</p><p>Always replace pads in axle sets and check rotor thickness at the same time.</p>',
    active: 1,
    pageIndex: '1',
    schemaMarkup: '',
    ageDays: 12,
  },
  {
    title: 'Choosing the Right Engine Oil for Hot Australian Summers',
    emblem: 'oilDrop',
    description:
      'Viscosity grades explained, and why the right oil matters when the mercury hits 45 degrees.',
    content:
      '<p>The two numbers on an oil bottle describe how it flows cold and hot. In much of Australia the hot number matters most.</p><h2>Follow the handbook first</h2><p>Your manufacturer specifies a grade and a standard such as API SP or ACEA C3. Modern engines with particulate filters need low-ash oils.</p><h2>Towing and outback trips</h2><p>Sustained load in high ambient temperatures shortens oil life. Consider halving the service interval when towing through the outback.</p>',
    active: 1,
    pageIndex: '1',
    schemaMarkup:
      '{"@context":"https://schema.org","@type":"BlogPosting","headline":"Choosing the Right Engine Oil for Hot Australian Summers","author":{"@type":"Organization","name":"Editorial team"}}',
    ageDays: 34,
  },
  {
    title: 'Essential 4WD Recovery Gear for Your First Outback Trip',
    emblem: 'mountain',
    description:
      'A snatch strap is only the start. The recovery kit we would pack before leaving the bitumen.',
    content:
      '<p>Getting stuck is part of four-wheel driving. Getting unstuck safely depends on carrying rated gear and knowing how to use it.</p><h2>The basics</h2><ul><li>Rated recovery points front and rear</li><li>A snatch strap or kinetic rope rated to 2-3 times your vehicle mass</li><li>Soft or bow shackles with a working load limit stamped on them</li><li>A tree trunk protector and gloves</li><li>A tyre deflator and a compressor to air back up</li></ul><p>Never attach a strap to a tow ball: it is not a rated recovery point.</p>',
    active: 1,
    pageIndex: '1',
    schemaMarkup: '{not valid json',
    ageDays: 60,
  },
  {
    title: 'Car Battery Care: Why Batteries Die Early in the Heat',
    emblem: 'battery',
    description:
      'Heat, not cold, is the main killer of car batteries in Australia. How to get more years from yours.',
    content:
      '<p>High under-bonnet temperatures speed up the chemical reactions that wear a battery out. A battery that would last five years in Hobart may last three in Darwin.</p><h2>Keep it healthy</h2><ul><li>Keep terminals clean and tight</li><li>Use a smart charger if the car sits for weeks</li><li>Have it load-tested before long trips</li></ul>',
    active: 1,
    pageIndex: '1',
    schemaMarkup: '',
    ageDays: 95,
  },
  {
    title: 'A Beginner’s Guide to Torque Wrenches',
    emblem: 'torqueWrench',
    description: 'Why wheel nuts, spark plugs and sump plugs all have a torque figure, and how to hit it.',
    content:
      '<p>Over-tightening strips threads and stretches bolts; under-tightening lets things work loose. A torque wrench takes the guesswork out.</p><h2>Using a click-type wrench</h2><ol><li>Set the handle to the specified figure</li><li>Pull smoothly at right angles to the handle</li><li>Stop at the click</li><li>Store it at its lowest setting</li></ol>',
    active: 1,
    pageIndex: '0',
    schemaMarkup: '',
    ageDays: 140,
  },
  {
    title: 'Winter Driving Checklist (Archived)',
    emblem: 'snowflake',
    description: 'An older article kept for reference; not shown on the site.',
    content: '<p>This article has been retired.</p>',
    active: 0,
    pageIndex: '1',
    schemaMarkup: '',
    ageDays: 400,
  },
];

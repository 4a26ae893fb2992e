/**
 * Information pages. {{...}} placeholders are filled from general settings when pages are built
 * (src/lib/pricing/settings-text.ts), so policies always match the checkout's numbers.
 */
import {
  DELIVERY_TIME,
  HANDLING_TIME,
  ORDER_CUTOFF,
  RETURN_INSPECTION_TIME,
} from '../../../lib/checkout/delivery-promises.ts';
import { REFUND_POLICY } from './faqs.ts';

export interface InfoPageSeed {
  slug: string;
  title: string;
  summary: string;
  schemaType: string;
  content: string;
}

export const infoPageSeeds: InfoPageSeed[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    schemaType: 'AboutPage',
    summary:
      'An Australian online store for auto parts, tools and accessories, run by people who work on cars.',
    content: `<p>{{store_name}} supplies auto parts, workshop tools and 4WD accessories to drivers, home mechanics and workshops right across Australia. We started because finding the right part online was harder than it should be: fitment was vague, prices were unclear and delivery was slow.</p>
<h2>What we do</h2>
<ul><li>Stock brands Australian mechanics already trust, from brake pads and filters to recovery gear and socket sets.</li><li>List fitment, weight and specifications on every product so you can order with confidence.</li><li>Ship Australia-wide, free on orders of \${{free_delivery_threshold}} or more.</li><li>Back every order with a {{return_days}}-day return window and warranties of up to {{warranty_years}} years.</li></ul>
<h2>Talk to us</h2>
<p>Our team answers questions 8:00 AM to 6:00 PM AEST, every day, and replies to messages within 24 hours. Send us your registration or VIN and we will confirm a part fits before you buy.</p>`,
  },
  {
    slug: 'shipping-policy',
    title: 'Shipping Policy',
    schemaType: 'WebPage',
    summary: 'Where we ship, how long it takes and what it costs.',
    content: `<h2>Where we ship</h2><p>We ship to addresses in Australia only, including PO boxes and parcel lockers for items that fit them.</p>
<h2>Costs</h2><p>Delivery is free on orders with a subtotal of \${{free_delivery_threshold}} or more. Orders under that pay a flat \${{delivery_charge}} delivery charge, GST included. Every price includes GST of {{gst_percentage}}%; the price ex GST is shown beside it.</p>
<h2>When your order leaves</h2><p>Orders placed before ${ORDER_CUTOFF} are handled within ${HANDLING_TIME}. Orders placed after the cutoff, on weekends or on public holidays are handled the next business day.</p>
<h2>Delivery times</h2><p>Delivery usually takes ${DELIVERY_TIME} after dispatch, depending on your location. Remote and regional areas can take longer. You will receive a tracking number by email when your order ships.</p>
<h2>Damaged in transit</h2><p>Please check your order on arrival and tell us within 24-48 hours if anything is damaged or faulty. We will arrange a replacement or refund at no cost to you.</p>`,
  },
  {
    slug: 'shipping-option',
    title: 'Shipping Options',
    schemaType: 'WebPage',
    summary: 'Standard delivery options available at checkout.',
    content: `<p>Every order is sent by tracked standard delivery within Australia.</p>
<table><thead><tr><th scope="col">Order subtotal</th><th scope="col">Delivery</th><th scope="col">Handling</th><th scope="col">Delivery time</th></tr></thead>
<tbody><tr><td>Under \${{free_delivery_threshold}}</td><td>\${{delivery_charge}} flat rate</td><td>${HANDLING_TIME}</td><td>${DELIVERY_TIME}</td></tr>
<tr><td>\${{free_delivery_threshold}} or more</td><td>Free</td><td>${HANDLING_TIME}</td><td>${DELIVERY_TIME}</td></tr></tbody></table>
<p>Orders placed before ${ORDER_CUTOFF} are handled the same or next business day. See our <a href="/shipping-policy/">shipping policy</a> for details.</p>`,
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    schemaType: 'WebPage',
    summary:
      'Change-of-mind returns within the return window, and your rights under the Australian Consumer Law.',
    content: `<h2>Change of mind</h2><p>You can return unused items in their original packaging within {{return_days}} days of delivery. Return shipping for change-of-mind returns is paid by the buyer. {{restocking_fee}}</p>
<h2>Damaged or faulty items</h2><p>If an item arrives damaged or is faulty, tell us within 24-48 hours of delivery. We pay the return shipping and offer a repair, replacement or refund. Our goods come with guarantees that cannot be excluded under the Australian Consumer Law; these rights apply in addition to this policy.</p>
<h2>How to return</h2><ol><li>Fill in the <a href="/return-order/">return request form</a> with your order number.</li><li>We reply within 24 hours with return instructions.</li><li>Once the item arrives we inspect it within ${RETURN_INSPECTION_TIME}.</li></ol>
<h2>Refunds</h2><p>${REFUND_POLICY}</p>
<h2>Cancellations and changes</h2><p>You can cancel or change an order within 24 hours of placing it, as long as it has not entered fulfilment.</p>`,
  },
  {
    slug: 'privacy-and-policy',
    title: 'Privacy Policy',
    schemaType: 'WebPage',
    summary:
      'How we collect, use and protect your personal information under the Australian Privacy Principles.',
    content: `<h2>Australian Privacy Principles</h2><p>{{store_name}} handles personal information in accordance with the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles (APPs). This policy explains what we collect, why, and how you can access or correct it.</p>
<h2>What we collect</h2><p>Your name, email address, phone number and delivery address when you order, register or contact us; your order history; and technical information such as your browser type. Card details are entered into our payment provider's secure form and never reach our servers.</p>
<h2>How we use it</h2><p>To process and deliver orders, provide customer service, handle returns and warranty claims, send order updates and, if you subscribe, our newsletter. We do not sell your personal information.</p>
<h2>Disclosure</h2><p>We share information only with the service providers who help us run the store (payment processing, delivery, email), and where the law requires it. Some providers may store data outside Australia; we take reasonable steps to ensure they protect it as the APPs require.</p>
<h2>Security</h2><p>Passwords are stored as one-way hashes, connections are encrypted, and access to customer data is limited to staff who need it.</p>
<h2>Access, correction and complaints</h2><p>You can ask for a copy of the personal information we hold about you, or ask us to correct it, through our <a href="/contact-us/">contact form</a>. If you are unhappy with how we handled a privacy matter, contact us first; if we cannot resolve it you may complain to the Office of the Australian Information Commissioner (OAIC).</p>`,
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    schemaType: 'WebPage',
    summary: 'The terms that apply when you use this site and buy from us.',
    content: `<h2>Prices</h2><p>Prices are in Australian dollars and include GST of {{gst_percentage}}%; the price ex GST is shown beside each one. Any delivery charge is added at checkout before you pay.</p>
<h2>Orders</h2><p>An order is accepted when we confirm it by email. We may cancel an order if an item is unavailable or a pricing error occurred, and will refund any payment in full.</p>
<h2>Fitment</h2><p>Fitment information is provided in good faith. Please check your vehicle's details before installing any part, and have safety-critical parts fitted by a qualified mechanic.</p>
<h2>Returns and warranty</h2><p>Returns are covered by our <a href="/return-policy/">return policy</a>. Warranties of up to {{warranty_years}} years apply to many products, in addition to your rights under the Australian Consumer Law.</p>
<h2>Governing law</h2><p>These terms are governed by the laws of New South Wales, Australia.</p>`,
  },
  {
    slug: 'editorial-guidelines',
    title: 'Editorial Guidelines',
    schemaType: 'WebPage',
    summary: 'How we write product information and articles.',
    content: `<p>Our product pages and blog articles are written to help you choose and fit the right part.</p>
<ul><li><strong>Accuracy:</strong> specifications and fitment come from the manufacturer's data and are checked by our team.</li><li><strong>Independence:</strong> brands do not pay for coverage in our articles.</li><li><strong>Safety:</strong> we point out when a job should be done by a qualified mechanic.</li><li><strong>Corrections:</strong> if you spot an error, tell us through the <a href="/contact-us/">contact form</a> and we will fix it promptly.</li></ul>`,
  },
  {
    slug: 'feedback',
    title: 'Feedback',
    schemaType: 'ContactPage',
    summary: 'Tell us what we did well or what went wrong. Here is what happens next.',
    content: `<p>We read every piece of feedback. Contact us by email at <a href="mailto:support@example.com">support@example.com</a> or through the <a href="/contact-us/">contact-us form</a>.</p>
<h2>Our process</h2><ol><li>We acknowledge your feedback within 3 business days.</li><li>If we need more information, we will ask for it.</li><li>We investigate what happened.</li><li>We aim to resolve your feedback within 30 days and tell you the outcome.</li></ol>`,
  },
];

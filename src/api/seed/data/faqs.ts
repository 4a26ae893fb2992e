/** FAQ seed: 4 groups, 28 questions. Answers may name settings as {{...}} (see info-pages.ts). */
import {
  DELIVERY_TIME,
  HANDLING_TIME,
  ORDER_CUTOFF,
  REFUND_TIME,
  RETURN_INSPECTION_TIME,
} from '../../../lib/checkout/delivery-promises.ts';

/** The product spec's FAQ says refunds take 5-7 business days; the return policy and the emails say the same. */
export const REFUND_ANSWER = `Refunds take ${REFUND_TIME} from the return's arrival: we inspect it within ${RETURN_INSPECTION_TIME} and pay approved refunds to your original payment method.`;
/** The return policy's refund paragraph. */
export const REFUND_POLICY = `Approved refunds reach your original payment method within ${REFUND_TIME} of the return's arrival.`;

export const faqSeeds: { group: string; items: [string, string][] }[] = [
  {
    group: 'Ordering & Shipping',
    items: [
      ['Do you ship outside Australia?', 'No. We ship to Australian addresses only.'],
      [
        'How much is delivery?',
        'Delivery is free on orders of ${{free_delivery_threshold}} or more, and a flat ${{delivery_charge}} below that.',
      ],
      [
        'When will my order be dispatched?',
        `Orders placed before ${ORDER_CUTOFF} are handled within ${HANDLING_TIME}.`,
      ],
      [
        'How long does delivery take?',
        `Most orders arrive ${DELIVERY_TIME} after dispatch. Regional and remote areas can take longer.`,
      ],
      [
        'How do I track my order?',
        'Use the Track Order page with your order number, or sign in and open Order History.',
      ],
      [
        'Can I change or cancel my order?',
        'Yes, within 24 hours of ordering, as long as the order has not entered fulfilment.',
      ],
      [
        'Do I need an account to order?',
        'No. You can check out as a guest; an account lets you save addresses and see your order history.',
      ],
    ],
  },
  {
    group: 'Returns & Refunds',
    items: [
      [
        'What is your return window?',
        'Unused items in their original packaging can be returned within {{return_days}} days of delivery.',
      ],
      [
        'Who pays for return shipping?',
        'The buyer pays for change-of-mind returns. We pay when an item is damaged or faulty.',
      ],
      [
        'My item arrived damaged. What do I do?',
        'Tell us within 24-48 hours of delivery through the return request form, with photos if you can.',
      ],
      ['Is there a restocking fee?', '{{restocking_fee}}'],
      ['How long do refunds take?', REFUND_ANSWER],
      [
        'How do I start a return?',
        'Fill in the return request form with your order number and the reason for the return.',
      ],
      [
        'What are my rights under Australian Consumer Law?',
        'Our goods come with guarantees that cannot be excluded under the Australian Consumer Law, in addition to our return policy.',
      ],
    ],
  },
  {
    group: 'Product Information',
    items: [
      [
        'How do I know a part fits my vehicle?',
        'Check the fitment in the product title and description, or send us your registration or VIN and we will confirm it.',
      ],
      [
        'Are your parts genuine?',
        'We sell genuine brand-name products sourced from the brands or their authorised distributors.',
      ],
      [
        'Do products come with a warranty?',
        'Many products carry a manufacturer warranty of up to {{warranty_years}} years.',
      ],
      [
        'Are prices shown with GST?',
        'Yes. Every price includes GST of {{gst_percentage}}%, with the price ex GST beside it. Business buyers can show ex GST first with the switch at the top of the page.',
      ],
      [
        'Can I get a trade discount?',
        'Members get a discount on every order; trade customers can ask about our trade membership.',
      ],
      [
        'Do you sell safety-critical parts?',
        'Yes. We recommend brakes, steering and suspension parts are fitted by a qualified mechanic.',
      ],
      [
        'What if a product is out of stock?',
        'Contact us and we will give you an expected date or suggest an equivalent part.',
      ],
    ],
  },
  {
    group: 'Account & Payment',
    items: [
      [
        'Which payment methods do you accept?',
        'Visa, Mastercard and American Express through our secure card form, and PayPal.',
      ],
      [
        'Is my card information safe?',
        'Card details go straight to our payment provider and never reach our servers.',
      ],
      [
        'How do I reset my password?',
        'Use Forgot Password on the sign-in page; we email you a 6-digit code that is valid for 10 minutes.',
      ],
      ['What does membership give me?', 'Members get a discount on their orders, shown at checkout.'],
      [
        'How do I update my details?',
        'Sign in and open My Account to edit your profile and saved addresses.',
      ],
      [
        'Why was my payment declined?',
        'Your bank declined the charge. Check the card details or try another card or PayPal.',
      ],
      [
        'How do I contact support?',
        'Our team is available 8:00 AM to 6:00 PM AEST every day and replies within 24 hours.',
      ],
    ],
  },
];

/** The shipping options and return policy, as the Shipping tab shows them. */
export const SHIPPING_OPTIONS = [
  { name: 'Standard', price: 0, time: '5-7 business days' },
  { name: 'Express', price: 9.99, time: '2-3 days' },
  { name: 'Next Day', price: 19.99, time: '1 day' },
] as const;

const RETURN_POLICY_DAYS = 30;
export const RETURN_POLICY = `${RETURN_POLICY_DAYS}-day return, free return shipping.`;

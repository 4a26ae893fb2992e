/** The screens of selling: loaded together the first time one opens (App.tsx), one chunk. */
export { CustomerDetail } from '../CustomerDetail.tsx';
export { Customers } from '../Customers.tsx';
export { Dashboard } from '../Dashboard.tsx';
export { Inbox } from '../Inbox.tsx';
export { OrderDetail } from '../OrderDetail.tsx';
export { Orders } from '../Orders.tsx';
export { ReturnDetail } from '../ReturnDetail.tsx';
export { Returns } from '../Returns.tsx';

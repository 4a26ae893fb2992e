/** The screens of stock by location: loaded together the first time one opens (App.tsx), one chunk. */
export { Locations } from '../stock/Locations.tsx';
export { PickList } from '../stock/PickList.tsx';
export { Stock } from '../stock/Stock.tsx';
export { StockCsv } from '../stock/StockCsv.tsx';

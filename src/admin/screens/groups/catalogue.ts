/** The screens of the catalogue and its content: loaded together the first time one opens (App.tsx), one chunk. */
export { Blogs } from '../content/Blogs.tsx';
export { Brands } from '../content/Brands.tsx';
export { Categories } from '../content/Categories.tsx';
export { Faqs } from '../content/Faqs.tsx';
export { HomeBlocks } from '../content/HomeBlocks.tsx';
export { PageMeta } from '../content/PageMeta.tsx';
export { Pages } from '../content/Pages.tsx';
export { FitmentQueue } from '../FitmentQueue.tsx';
export { PublishingView } from '../Publishing.tsx';
export { ProductEditor } from '../products/ProductEditor.tsx';
export { ProductImport } from '../products/ProductImport.tsx';
export { Products } from '../products/Products.tsx';
export { Reviews } from '../Reviews.tsx';
export { SearchAnalytics } from '../search/SearchAnalytics.tsx';
export { Synonyms } from '../search/Synonyms.tsx';
export { Vehicles } from '../vehicles/Vehicles.tsx';

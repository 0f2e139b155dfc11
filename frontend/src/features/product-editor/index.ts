/** The console's product editor (spec §2 console shop products, create, {_product}). */
export { ConsoleProductsPage } from './components/ConsoleProductsPage';
export { ProductCreatePage, ProductEditPage } from './components/ProductEditorPage';

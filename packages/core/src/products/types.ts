export type { PriceType, Product, ProductShot } from '../contracts/index.ts';

/** react-query keys of the products data; one factory so invalidation and prefetching agree. */
export const productKeys = {
  all: ['products'] as const,
};
